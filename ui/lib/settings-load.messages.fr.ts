import type { FrenchOf } from './i18n/i18n';
import type { t } from './settings-load.messages';

// The French of settings-load.messages.ts, loaded on demand (SHARED_FRENCH in ui/site.ts).

const fr: FrenchOf<typeof t> = {
  loadFailed: 'Échec du chargement des réglages publics : {reason}',
};

export default fr;
