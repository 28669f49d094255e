import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// HEIC photos for tests, made by a real HEIF encoder: Debian's heif-enc (libheif-examples, with
// x265), installed here as scripts/run installs chromium when it is missing and the tests run as
// root. heif-enc copies the JPEG's EXIF and XMP blocks into the HEIC, as a phone's camera writes
// them; `withRotation` adds the `irot` transformation an iPhone writes for a photo taken upright.

let checked: string | false | undefined;

/**
 * The path of heif-enc, installing libheif-examples when it is missing and this process is root;
 * false (with the reason on stderr) when it cannot be had: the tests that need it then skip.
 */
export function heifEnc(): string | false {
  if (checked !== undefined) return checked;
  const which = () => spawnSync('sh', ['-c', 'command -v heif-enc'], { encoding: 'utf8' }).stdout.trim();
  let found = which();
  if (!found && process.getuid?.() === 0) {
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libheif-examples'], { encoding: 'utf8', timeout: 300_000 });
    if (install.status !== 0) process.stderr.write(`[heif] could not install libheif-examples: ${install.stderr.slice(-500)}\n`);
    found = which();
  }
  if (!found) process.stderr.write('[heif] heif-enc is missing (Debian package libheif-examples) and could not be installed: the HEIC tests are skipped.\n');
  checked = found || false;
  return checked;
}

/** Encodes a JPEG as HEIC (HEVC) with heif-enc; the JPEG's EXIF and XMP come along. */
export function jpegToHeic(jpeg: Buffer): Buffer {
  const enc = heifEnc();
  if (!enc) throw new Error('heif-enc is not available');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-heif-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.jpg'), jpeg);
    const run = spawnSync(enc, ['-q', '70', '-o', path.join(dir, 'out.heic'), path.join(dir, 'in.jpg')], { encoding: 'utf8', timeout: 60_000 });
    if (run.status !== 0) throw new Error(`heif-enc failed: ${run.stderr}`);
    return fs.readFileSync(path.join(dir, 'out.heic'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Box {
  type: string;
  start: number;
  size: number;
  /** Where its children (or payload) start. */
  body: number;
}

/** The boxes between `start` and `end` (ISO base media file format: 32-bit size, 4-letter type). */
function boxesIn(file: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  for (let at = start; at < end; ) {
    const size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (size < 8) throw new Error(`unsupported box size ${size} (${type})`);
    // meta, ipma and iloc are full boxes: 4 bytes of version and flags before their content.
    out.push({ type, start: at, size, body: at + 8 + (type === 'meta' ? 4 : 0) });
    at += size;
  }
  return out;
}

const find = (boxes: Box[], type: string): Box => {
  const box = boxes.find((b) => b.type === type);
  if (!box) throw new Error(`no ${type} box`);
  return box;
};

/**
 * The same HEIC with an `irot` property on its primary image: rotated by `quarterTurns` × 90°
 * anticlockwise when shown. Written for heif-enc's layout (meta before mdat, an iloc of version 0
 * or 1 with 4-byte offsets, one-byte ipma associations): the property is appended to ipco, the
 * association to the primary item's ipma entry, and the data offsets moved by what was added.
 */
export function withRotation(file: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const top = boxesIn(file, 0, file.length);
  const meta = find(top, 'meta');
  const inMeta = boxesIn(file, meta.body, meta.start + meta.size);
  const iprp = find(inMeta, 'iprp');
  const inIprp = boxesIn(file, iprp.body, iprp.start + iprp.size);
  const ipco = find(inIprp, 'ipco');
  const ipma = find(inIprp, 'ipma');
  const pitm = find(inMeta, 'pitm');
  const primary = file.readUInt16BE(pitm.body + 4);
  const propertyIndex = boxesIn(file, ipco.body, ipco.start + ipco.size).length + 1;
  if (propertyIndex > 127 || (file.readUInt32BE(ipma.body) & 1) !== 0 || file[ipma.body] !== 0) throw new Error('unsupported ipma');

  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from('irot', 'latin1'), quarterTurns & 3]);
  // The primary item's entry in ipma: item_ID (16 bits), association count (8), then one byte each.
  const ipmaBody = Buffer.from(file.subarray(ipma.body + 4, ipma.start + ipma.size));
  const entries = ipmaBody.readUInt32BE(0);
  const parts: Buffer[] = [ipmaBody.subarray(0, 4)];
  for (let i = 0, at = 4; i < entries; i++) {
    const item = ipmaBody.readUInt16BE(at);
    const count = ipmaBody[at + 2]!;
    const entry = Buffer.from(ipmaBody.subarray(at, at + 3 + count));
    if (item === primary) {
      entry[2] = count + 1;
      parts.push(entry, Buffer.from([0x80 | propertyIndex]));
    } else parts.push(entry);
    at += 3 + count;
  }
  const newIpma = Buffer.concat([Buffer.alloc(8), file.subarray(ipma.body, ipma.body + 4), ...parts]);
  newIpma.writeUInt32BE(newIpma.length, 0);
  newIpma.write('ipma', 4, 'latin1');
  const added = irot.length + (newIpma.length - ipma.size);

  // Every byte after the meta box (mdat) moves by `added`: the item locations say so.
  const iloc = Buffer.from(file.subarray(find(inMeta, 'iloc').start, find(inMeta, 'iloc').start + find(inMeta, 'iloc').size));
  const version = iloc[8]!;
  const offsetSize = iloc[12]! >> 4;
  const lengthSize = iloc[12]! & 15;
  const baseSize = iloc[13]! >> 4;
  const indexSize = version === 1 || version === 2 ? iloc[13]! & 15 : 0;
  if (version > 1 || ![0, 4].includes(offsetSize) || ![0, 4].includes(baseSize) || indexSize !== 0) throw new Error('unsupported iloc');
  let at = 14;
  const items = iloc.readUInt16BE(at);
  at += 2;
  for (let i = 0; i < items; i++) {
    at += 2; // item_ID
    const method = version === 1 ? iloc.readUInt16BE(at) & 15 : 0;
    if (version === 1) at += 2;
    at += 2; // data_reference_index
    const moveBase = baseSize === 4 && method === 0 && iloc.readUInt32BE(at) > 0;
    if (moveBase) iloc.writeUInt32BE(iloc.readUInt32BE(at) + added, at);
    at += baseSize;
    const extents = iloc.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      if (!moveBase && method === 0 && offsetSize === 4) iloc.writeUInt32BE(iloc.readUInt32BE(at) + added, at);
      at += offsetSize + lengthSize;
    }
  }

  const rebuilt = (box: Box, children: Buffer[]) => {
    const head = Buffer.from(file.subarray(box.start, box.body));
    const out = Buffer.concat([head, ...children]);
    out.writeUInt32BE(out.length, 0);
    return out;
  };
  const slice = (b: Box) => file.subarray(b.start, b.start + b.size);
  const newIpco = rebuilt(ipco, [file.subarray(ipco.body, ipco.start + ipco.size), irot]);
  const newIprp = rebuilt(iprp, inIprp.map((b) => (b.type === 'ipco' ? newIpco : b.type === 'ipma' ? newIpma : slice(b))));
  const newMeta = rebuilt(meta, inMeta.map((b) => (b.type === 'iprp' ? newIprp : b.type === 'iloc' ? iloc : slice(b))));
  return Buffer.concat(top.map((b) => (b.type === 'meta' ? newMeta : slice(b))));
}
