import { addPrompt, nonEmpty, sectionPart } from '../../lib/sections';
import { fetchUpcoming } from './upcoming.api';
import { t } from './upcoming.messages';

/** The next races (the home page reads the next three): left out of the nav and the links while there are none. */
export const UPCOMING_PART = sectionPart({ key: 'upcoming', cacheKey: 'upcoming:3', load: () => fetchUpcoming(3), staleMs: 60_000, has: nonEmpty, links: ['#upcoming'], prompt: addPrompt('/admin/upcoming', t) });
