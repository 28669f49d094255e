import QRCode from 'qrcode';

// The résumé's QR code, made on the server by the `qrcode` package: an SVG for the page, and the
// module grid for the PDF (drawn there as squares, so it stays sharp at any zoom). Level M
// survives a smudged printout or a photo of a screen, and keeps the code small for a short URL.

const OPTIONS = { errorCorrectionLevel: 'M' } as const;
/** Light modules around the code: the quiet zone scanners need (4 is the standard's minimum). */
export const QR_MARGIN = 4;

/** The QR code of `text` as an SVG element sized by its viewBox (black on white, with its quiet zone). */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...OPTIONS, type: 'svg', margin: QR_MARGIN, color: { dark: '#000000', light: '#ffffff' } });
  // The library's element has no accessible name; the page's is the address it opens.
  return svg.replace('<svg ', `<svg class="qr" role="img" aria-label="${label.replace(/[&<>"]/g, '')}" `).trim();
}

/** The QR code of `text` as rows of dark (true) and light modules, without the quiet zone. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, OPTIONS);
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => !!modules.get(y, x)));
}
