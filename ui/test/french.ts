import { loadLocale } from '../lib/i18n/i18n';
import { registerFeatures } from '../site';

/** Loads the French of every part as the app does on a French page: the loaders the manifests and the shared code name, handed over as the app starts. */
export function loadFrench(): Promise<void> {
  registerFeatures();
  return loadLocale('fr');
}
