// Styles that travel with a lazily loaded chunk instead of the public stylesheet (visitors never
// download them): the build links only the entry's CSS, so such a stylesheet is bundled into its
// chunk as text (`import css from './x.css' with { type: 'text' }`) and added to the page here.

/** Adds a stylesheet to the page as one <style> with this id, the first time (after those added before it). */
export function ensureStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
