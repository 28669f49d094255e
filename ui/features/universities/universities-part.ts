import { addPrompt, nonEmpty, sectionPart } from '../../lib/sections';
import { fetchUniversities } from './universities.api';
import { t } from './universities.messages';

/** The favourite universities: left out of the nav and the links while there are none. */
export const UNIVERSITIES_PART = sectionPart({ key: 'universities', cacheKey: 'universities', load: fetchUniversities, has: nonEmpty, links: ['#universities'], prompt: addPrompt('/admin/universities', t) });
