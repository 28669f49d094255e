import { addPrompt, sectionPart } from '../../lib/sections';
import { fetchSocials, type SocialLink } from './socials.api';
import { t } from './socials.messages';

/** True when a social link would be shown (active, an http(s) address). */
export const isShownSocial = (l: SocialLink) => l.active !== false && /^https?:\/\//i.test(l.url.trim());

/** The social links: left out of the nav and the links while none is shown. */
export const SOCIALS_PART = sectionPart({ key: 'socials', cacheKey: 'socials', load: fetchSocials, has: (links) => Array.isArray(links) && links.some(isShownSocial), links: ['#socials'], prompt: addPrompt('/admin/socials', t) });
