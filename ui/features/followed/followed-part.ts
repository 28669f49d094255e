import { addPrompt, nonEmpty, sectionPart } from '../../lib/sections';
import { fetchFollowed } from './followed.api';
import { t } from './followed.messages';

/** The athletes the athlete follows: left out of the nav and the links while there are none. */
export const FOLLOWED_PART = sectionPart({ key: 'followed', cacheKey: 'followed', load: fetchFollowed, has: nonEmpty, links: ['#followed'], prompt: addPrompt('/admin/followed', t) });
