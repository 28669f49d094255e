// What the résumé's pages need beyond their data: the PDF (pdf-lib, with its fonts and zlib) and
// the QR code (qrcode). A lazy part (scripts/lazy-parts.ts): loaded by the first résumé request,
// never by a start. Import it with `await import('./resume.part')` only.
export { renderResumePdf } from './resume.pdf';
export { qrSvg } from './resume.qr';
