import type { FrenchOf } from './i18n/i18n';
import type { t } from './settings-load.messages';

// The French of settings-load.messages.ts, loaded on demand (ui/lib/i18n/french.ts).

const fr: FrenchOf<typeof t> = {
  loadFailed: 'Échec du chargement des réglages publics : {reason}',
};

export default fr;
