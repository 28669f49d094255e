import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrModules, QR_MARGIN } from './resume.qr';

/** Decodes a module grid drawn as the PDF draws it (dark squares inside the quiet zone). */
async function decodeGrid(grid: boolean[][]): Promise<string | undefined> {
  const n = grid.length + QR_MARGIN * 2;
  const rects = grid.flatMap((row, y) => row.map((dark, x) => (dark ? `<rect x="${x + QR_MARGIN}" y="${y + QR_MARGIN}" width="1" height="1"/>` : ''))).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" width="${n * 8}" height="${n * 8}" shape-rendering="crispEdges"><rect width="${n}" height="${n}" fill="#fff"/>${rects}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('résumé QR code', () => {
  it('gives the PDF a module grid that decodes to the address', async () => {
    for (const url of ['https://owen.example.com/', 'http://127.0.0.1:4173/']) expect(await decodeGrid(qrModules(url))).toBe(url);
  });
});
