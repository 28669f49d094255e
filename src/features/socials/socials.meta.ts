import type { FeatureMeta } from '../feature';
import { t } from './socials.meta.messages';

// The head of the social links' page: the section's own title and subtitle.

/** The social links' page. */
export const socialsMeta: FeatureMeta = {
  pages: [{ path: /^\/socials\/?$/, describe: (page) => ({ title: page.settings.titleSocials, description: t('socials.description', { name: page.whoCap, desc: page.settings.subtitleSocials }, page.lang) }) }],
};
