import { addPrompt, nonEmpty, sectionPart } from '../../lib/sections';
import { fetchPrs } from './prs.api';
import { t } from './prs.messages';

/** The personal records: left out of the nav and the links while there are none. */
export const PRS_PART = sectionPart({ key: 'prs', cacheKey: 'prs', load: fetchPrs, has: nonEmpty, links: ['#prs', '/prs'], prompt: addPrompt('/admin/prs', t) });
