import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The Atom feed's words, in the site's language: always looked up with the tenant's language
// passed as `lang` (one server answers many tenants).

export const t = defineMessages(
  'feed',
  {
    theAthlete: 'The athlete',
    title: '{who} · Results and news',
    subtitle: 'New race results, personal records and press articles.',
    link: 'Results and news (Atom feed)',
    'race.title': '{title}: {result}',
    'race.finish': 'place: {finish}',
    'pr.title': 'Personal record: {distance} in {result}',
    'press.title': 'In the press: {title}',
  },
  {
    theAthlete: 'L’athlète',
    title: '{who} · Résultats et actualités',
    subtitle: 'Nouveaux résultats de course, records personnels et articles de presse.',
    link: 'Résultats et actualités (flux Atom)',
    'race.title': '{title} : {result}',
    'race.finish': 'place : {finish}',
    'pr.title': 'Record personnel : {distance} en {result}',
    'press.title': 'Dans la presse : {title}',
  },
);
