import { defineMessages, FRENCH_ON_DEMAND } from './i18n/i18n';

// The settings loader's own words (ui/lib/settings.ts): the reason the public settings did not load.

export const t = defineMessages(
  'settings-load',
  {
    loadFailed: 'Failed to load public settings: {reason}',
  },
  FRENCH_ON_DEMAND,
);
