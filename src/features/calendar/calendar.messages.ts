import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The calendar feed's fixed words (calendar.mapper.ts), in the site's language: always looked up
// with the tenant's language passed as `lang` (one server answers many tenants).

export const t = defineMessages(
  'calendar',
  {
    name: '{athlete}: races',
    description: '{athlete} races. Results and more: {url}',
  },
  {
    name: '{athlete} : courses',
    description: 'Courses de {athlete}. Résultats et plus : {url}',
  },
);
