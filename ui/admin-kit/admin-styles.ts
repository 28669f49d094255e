import adminCss from '../styles/admin.css' with { type: 'text' };
import { ensureStyles } from '../lib/styles';

// The admin area's shared styles (its frame, the kit's pieces) travel with its chunks, as do those
// of each feature's screens (their admin part's `styles`, added after these by the admin area) and
// of the coach invite form.

const css: string = adminCss;

/** Adds the admin's shared styles to the page, once. */
export function ensureAdminStyles(): void {
  ensureStyles('admin-styles', css);
}
