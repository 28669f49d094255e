import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The description of the PRs' page, and the title and description of a PR's dialog link. The server
// writes them into the page's HTML head (src/http/page-meta.ts), looked up with the site's language
// passed as `lang`.

export const t = defineMessages(
  'prs-meta',
  {
    'prs.description': 'Personal records of {who}.',
    'pr.title': '{distance} personal record: {time}',
    'pr.descriptionNamed': "{name}'s personal record over {distance} is {time}{where}.",
    'pr.description': "The athlete's personal record over {distance} is {time}{where}.",
  },
  {
    'prs.description': 'Les records personnels de {who}.',
    'pr.title': 'Record personnel sur {distance} : {time}',
    'pr.descriptionNamed': 'Le record personnel de {name} sur {distance} est de {time}{where}.',
    'pr.description': 'Le record personnel de l’athlète sur {distance} est de {time}{where}.',
  },
);
