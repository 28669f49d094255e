import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The titles and descriptions of the races' pages and of a race's dialog link. The server writes
// them into the page's HTML head (src/http/page-meta.ts), looked up with the site's language passed
// as `lang`.

export const t = defineMessages(
  'races-meta',
  {
    'races.title': 'Races',
    'races.description': 'Race results and reports of {who}.',
    'race.title': 'Race',
    'race.description': '{name} ran {time} at {race} ({where}).',
    'race.fallbackDescription': 'A race report of {who}.',
  },
  {
    'races.title': 'Courses',
    'races.description': 'Résultats et récits de course de {who}.',
    'race.title': 'Course',
    'race.description': '{name} a couru {race} en {time} ({where}).',
    'race.fallbackDescription': 'Un récit de course de {who}.',
  },
);
