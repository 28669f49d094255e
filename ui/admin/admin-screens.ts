import type { AdminScreen } from '../features/feature';
import { loadAdminArea } from './admin-area';

// Every admin screen as one list at once, for code that runs outside the browser and needs it when
// it starts (the browser tests open each screen). It waits for the admin parts (a top-level await):
// the app itself, whose server render is CommonJS, uses loadAdminArea.

/** Every admin screen, in menu and dashboard order. */
export const ADMIN_SCREENS: readonly AdminScreen[] = (await loadAdminArea()).screens;
