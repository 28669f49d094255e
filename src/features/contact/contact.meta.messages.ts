import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The title and description of the contact page. The server writes them into the page's HTML head
// (src/http/page-meta.ts), looked up with the site's language passed as `lang`.

export const t = defineMessages(
  'contact-meta',
  {
    'contact.title': 'Contact',
    'contact.description': 'How college coaches, press and supporters can get in touch with {who}.',
  },
  {
    'contact.title': 'Contact',
    'contact.description': 'Comment les entraîneurs universitaires, la presse et les supporters peuvent contacter {who}.',
  },
);
