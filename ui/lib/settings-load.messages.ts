import { defineMessages } from './i18n/i18n';

// The settings loader's own words (ui/lib/settings.ts): the reason the public settings did not load.

export const t = defineMessages(
  'settings-load',
  {
    loadFailed: 'Failed to load public settings: {reason}',
  },
  {
    loadFailed: 'Échec du chargement des réglages publics : {reason}',
  },
);
