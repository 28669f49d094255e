import setupCss from './setup.css' with { type: 'text' };

// The setup's styles travel with its chunk (visitors never download them), added once as a <style>.

const STYLE_ID = 'setup-styles';
const css: string = setupCss;

/** Adds the setup styles to the page, once. */
export function ensureSetupStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  document.head.append(style);
}
