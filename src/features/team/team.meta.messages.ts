import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The title and description of the team page. The server writes them into the page's HTML head
// (src/http/page-meta.ts), looked up with the site's language passed as `lang`.

export const t = defineMessages(
  'team-meta',
  {
    'team.title': 'Team',
    'team.description': 'The teammates {who} trains and races with, and their records.',
  },
  {
    'team.title': 'Équipe',
    'team.description': 'Les coéquipiers avec qui {who} s’entraîne et court, et leurs records.',
  },
);
