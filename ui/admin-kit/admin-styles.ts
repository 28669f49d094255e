import adminCss from '../styles/admin.css' with { type: 'text' };

// The admin and coach invite styles travel with their lazily loaded chunks instead of the public
// stylesheet (visitors never download them): the build links only the entry's CSS, so the text is
// bundled into the chunk and added to the page as one <style> when the chunk first loads.

const STYLE_ID = 'admin-styles';
const css: string = adminCss;

/** Adds the admin styles to the page, once. */
export function ensureAdminStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  document.head.append(style);
}
