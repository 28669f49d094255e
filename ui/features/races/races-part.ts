import { addPrompt, nonEmpty, sectionPart } from '../../lib/sections';
import { fetchRaces } from './races.api';
import { t } from './races.messages';

/** The races (the home page's recent races and /courses): left out of the nav and the links while there are none. */
export const RACES_PART = sectionPart({ key: 'races', cacheKey: 'races', load: fetchRaces, has: nonEmpty, links: ['#recent', '/courses'], prompt: addPrompt('/admin/courses', t) });
