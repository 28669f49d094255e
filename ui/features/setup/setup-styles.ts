import setupCss from './setup.css' with { type: 'text' };
import { ensureStyles } from '../../lib/styles';

// The setup's styles travel with its chunks (visitors never download them): the setup screen, the
// dashboard's card and the home page's checklist.

const css: string = setupCss;

/** Adds the setup styles to the page, once. */
export function ensureSetupStyles(): void {
  ensureStyles('setup-styles', css);
}
