import { copyText } from '../../admin-kit/kit';

/** How a copy went: both formats, plain text only, or not at all. */
export type CopyOutcome = 'rich' | 'plain' | 'failed';

/**
 * Copies `text` and `html` as one clipboard item, so a mail program pastes the formatted version
 * and a plain editor the text. Browsers without ClipboardItem (or that refuse it) get the text alone.
 */
export async function copyRichText(text: string, html: string): Promise<CopyOutcome> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': new Blob([text], { type: 'text/plain' }), 'text/html': new Blob([html], { type: 'text/html' }) })]);
      return 'rich';
    } catch {
      // Refused (permission, an older engine): the plain copy below still helps.
    }
  }
  return (await copyText(text)) ? 'plain' : 'failed';
}
