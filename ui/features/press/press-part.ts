import { addPrompt, nonEmpty, sectionPart } from '../../lib/sections';
import { fetchPress } from './press.api';
import { t } from './press.messages';

/** The press articles: left out of the nav and the links while there are none. */
export const PRESS_PART = sectionPart({ key: 'press', cacheKey: 'press', load: fetchPress, has: nonEmpty, links: ['#press'], prompt: addPrompt('/admin/press', t) });
