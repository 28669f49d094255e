import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The description of an article's dialog link when the article has no excerpt. The server writes
// them into the page's HTML head (src/http/page-meta.ts), looked up with the site's language passed
// as `lang`.

export const t = defineMessages(
  'press-meta',
  {
    'press.description': '{title}{about}: an article about {who}.',
  },
  {
    'press.description': '{title}{about} : un article sur {who}.',
  },
);
