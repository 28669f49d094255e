import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The description of the cheer wall's page. The server writes them into the page's HTML head
// (src/http/page-meta.ts), looked up with the site's language passed as `lang`.

export const t = defineMessages(
  'cheers-meta',
  {
    'support.description': 'Send {who} a word of encouragement. {desc}',
  },
  {
    'support.description': 'Envoyez un mot d’encouragement à {who}. {desc}',
  },
);
