import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The description of the social links' page. The server writes them into the page's HTML head
// (src/http/page-meta.ts), looked up with the site's language passed as `lang`.

export const t = defineMessages(
  'socials-meta',
  {
    'socials.description': '{name} on social media. {desc}',
  },
  {
    'socials.description': '{name} sur les réseaux sociaux. {desc}',
  },
);
