import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The share cards' fixed words (share-card.source.ts), in the site's language: always looked up
// with the tenant's language passed as `lang` (one server answers many tenants).

export const t = defineMessages(
  'share',
  {
    distanceRunner: 'Distance runner',
    prEvent: '{distance} personal record',
  },
  {
    distanceRunner: 'Athlète de fond',
    prEvent: 'Record personnel sur {distance}',
  },
);
