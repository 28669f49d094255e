// The demo's pictures, drawn as flat SVG art: race scenes, portraits and press thumbnails. They
// are rasterised and stored through the media pipeline (src/demo/demo-media.ts), so the demo site
// shows real images, variants and hashes without shipping a single photo of a real person.
// Every function here is pure: the same arguments give the same picture (and the same hash).

/** A runner's colours: skin, hair, singlet, shorts. */
interface Kit {
  skin: string;
  hair: string;
  singlet: string;
  shorts: string;
}

/** Skin and hair tones the figures and portraits take turns with. */
const SKIN_TONES = ['#f1c7a5', '#8d5524', '#e0ac69', '#c68642', '#5c3a21', '#f6d5b8', '#a86b3c'] as const;
const HAIR_COLOURS = ['#2b1b12', '#0f0f0f', '#6b3e1f', '#b8860b', '#1c1c1c', '#4a2c17', '#d9a441'] as const;

/** The demo school's colours (Lincoln High: navy and gold) and the rivals'. */
const LINCOLN: Pick<Kit, 'singlet' | 'shorts'> = { singlet: '#1e3a8a', shorts: '#fbbf24' };
const RIVALS: Array<Pick<Kit, 'singlet' | 'shorts'>> = [
  { singlet: '#b91c1c', shorts: '#111827' },
  { singlet: '#047857', shorts: '#f8fafc' },
  { singlet: '#7c3aed', shorts: '#111827' },
  { singlet: '#ea580c', shorts: '#1f2937' },
];

/** A small deterministic random source (mulberry32), so each picture is the same on every run. */
function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);
const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/**
 * A running figure in profile, facing right: limbs are thick round-capped strokes, so it reads as a
 * runner at any size. `phase` (0–1) picks the point of the stride; `s` is the height in pixels.
 */
function runnerFigure(x: number, y: number, s: number, phase: number, kit: Kit): string {
  const k = s / 100;
  const a = phase * Math.PI * 2;
  const swing = Math.sin(a);
  const hip = { x, y: y - 48 * k };
  const shoulder = { x: x + 9 * k, y: y - 80 * k };
  const limb = (from: { x: number; y: number }, angle: number, len: number) => ({ x: from.x + Math.sin(angle) * len * k, y: from.y + Math.cos(angle) * len * k });
  // Legs: the front thigh reaches forward while the back one pushes off; the knees bend.
  const thighF = limb(hip, 0.75 * swing + 0.15, 25);
  const shinF = limb(thighF, 0.75 * swing - 0.55 - Math.max(0, -swing) * 0.9, 25);
  const thighB = limb(hip, -0.75 * swing + 0.15, 25);
  const shinB = limb(thighB, -0.75 * swing - 0.55 - Math.max(0, swing) * 0.9, 25);
  // Arms swing against the legs, bent at the elbow.
  const elbowF = limb(shoulder, -0.9 * swing - 0.1, 15);
  const handF = limb(elbowF, -0.9 * swing + 1.5, 14);
  const elbowB = limb(shoulder, 0.9 * swing - 0.1, 15);
  const handB = limb(elbowB, 0.9 * swing + 1.5, 14);
  const line = (p: { x: number; y: number }, q: { x: number; y: number }, w: number, c: string) =>
    `<line x1="${f(p.x)}" y1="${f(p.y)}" x2="${f(q.x)}" y2="${f(q.y)}" stroke="${c}" stroke-width="${f(w * k)}" stroke-linecap="round"/>`;
  const path = (pts: Array<{ x: number; y: number }>, w: number, c: string) =>
    `<polyline points="${pts.map((p) => `${f(p.x)},${f(p.y)}`).join(' ')}" fill="none" stroke="${c}" stroke-width="${f(w * k)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const head = { x: shoulder.x + 5 * k, y: shoulder.y - 13 * k };
  return [
    `<g>`,
    path([shoulder, elbowB, handB], 6.5, kit.skin),
    path([hip, thighB, shinB], 9, kit.skin),
    line(shinB, { x: shinB.x + 6 * k, y: shinB.y + 1 * k }, 6, '#f8fafc'),
    line(hip, thighB, 11, kit.shorts),
    path([hip, thighF, shinF], 9.5, kit.skin),
    line(shinF, { x: shinF.x + 6 * k, y: shinF.y + 1 * k }, 6, '#f8fafc'),
    line(hip, thighF, 11.5, kit.shorts),
    line(hip, shoulder, 20, kit.singlet),
    `<line x1="${f(hip.x - 1 * k)}" y1="${f(hip.y - 12 * k)}" x2="${f(hip.x + 14 * k)}" y2="${f(hip.y - 10 * k)}" stroke="#f8fafc" stroke-width="${f(7 * k)}" stroke-opacity=".9"/>`,
    path([shoulder, elbowF, handF], 7, kit.skin),
    `<rect x="${f(shoulder.x - 3 * k)}" y="${f(shoulder.y - 7 * k)}" width="${f(7 * k)}" height="${f(6 * k)}" fill="${kit.skin}"/>`,
    `<circle cx="${f(head.x)}" cy="${f(head.y)}" r="${f(8.5 * k)}" fill="${kit.skin}"/>`,
    `<path d="M${f(head.x - 9 * k)},${f(head.y)} a${f(9 * k)},${f(9 * k)} 0 0 1 ${f(17 * k)},${f(-4 * k)} q${f(-6 * k)},${f(1 * k)} ${f(-9 * k)},${f(4 * k)} z" fill="${kit.hair}"/>`,
    `</g>`,
  ].join('');
}

/** The kit of runner `i` in a scene; `lead` wears the demo school's colours. */
function kitOf(i: number, lead: boolean): Kit {
  const team = lead ? LINCOLN : RIVALS[i % RIVALS.length]!;
  return { skin: SKIN_TONES[(i * 3 + 1) % SKIN_TONES.length]!, hair: HAIR_COLOURS[(i * 5 + 2) % HAIR_COLOURS.length]!, ...team };
}

/** Options of a scene: its size and the seed that places trees, runners and clouds. */
export interface SceneOptions {
  width: number;
  height: number;
  seed: number;
  /** The time of day sets the sky. */
  light?: 'morning' | 'noon' | 'golden';
}

const SKIES = {
  morning: ['#fde2c4', '#fbcfa5', '#a5c8e4'],
  noon: ['#bfe3f7', '#d9eff9', '#eef7fb'],
  golden: ['#f59e0b', '#f9c784', '#fde7c8'],
} as const;

/** A cross-country race: rolling hills, a flagged course, a pack of runners on the grass, the demo school's runner in front. */
export function crossCountryScene(o: SceneOptions): string {
  const { width: w, height: h } = o;
  const rnd = randomOf(o.seed);
  const sky = SKIES[o.light ?? 'morning'];
  const hill = (base: number, amp: number, colour: string, n: number) => {
    let d = `M0,${f(h)} L0,${f(base)}`;
    for (let i = 1; i <= n; i++) {
      const x = (w / n) * i;
      d += ` Q${f(x - w / n / 2)},${f(base - amp * (0.4 + rnd()))} ${f(x)},${f(base - amp * 0.3 * rnd())}`;
    }
    return `<path d="${d} L${w},${h} Z" fill="${colour}"/>`;
  };
  const tree = (x: number, y: number, s: number, c: string) =>
    `<rect x="${f(x - s * 0.06)}" y="${f(y - s * 0.3)}" width="${f(s * 0.12)}" height="${f(s * 0.3)}" fill="#3f2d20"/><path d="M${f(x)},${f(y - s * 1.25)} L${f(x + s * 0.38)},${f(y - s * 0.25)} L${f(x - s * 0.38)},${f(y - s * 0.25)} Z" fill="${c}"/>`;
  const trees: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = rnd() * w;
    trees.push(tree(x, h * 0.52 + rnd() * h * 0.04, h * (0.12 + rnd() * 0.1), rnd() > 0.5 ? '#2f5d3a' : '#3d7047'));
  }
  // The course: two rows of little flags converging toward the horizon.
  const flags: string[] = [];
  for (let i = 0; i < 12; i++) {
    const t = i / 11;
    const y = h * (0.6 + t * 0.38);
    const spread = w * (0.12 + t * 0.42);
    for (const side of [-1, 1]) {
      const x = w * 0.55 + side * spread;
      const s = 8 + t * 26;
      flags.push(`<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y - s * 1.6)}" stroke="#334155" stroke-width="${f(1 + t * 2)}"/><path d="M${f(x)},${f(y - s * 1.6)} l${f(s)},${f(s * 0.35)} l${f(-s)},${f(s * 0.35)} Z" fill="${side < 0 ? '#ef4444' : '#facc15'}"/>`);
    }
  }
  const runners: string[] = [];
  const pack = [
    { x: 0.62, y: 0.93, s: 0.5, lead: true },
    { x: 0.43, y: 0.86, s: 0.38, lead: false },
    { x: 0.33, y: 0.8, s: 0.3, lead: false },
    { x: 0.52, y: 0.78, s: 0.28, lead: true },
    { x: 0.24, y: 0.74, s: 0.22, lead: false },
    { x: 0.4, y: 0.71, s: 0.19, lead: false },
  ];
  // Draw back to front so the nearer runners overlap the farther ones.
  for (const [i, r] of [...pack.entries()].toReversed()) runners.push(runnerFigure(w * r.x, h * r.y, h * r.s, (o.seed * 0.13 + i * 0.29) % 1, kitOf(i + o.seed, r.lead)));
  return [
    svgOpen(w, h),
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[2]}"/><stop offset=".6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[0]}"/></linearGradient>`,
    `<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb069"/><stop offset="1" stop-color="#4f8a3c"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${f(w * 0.8)}" cy="${f(h * 0.2)}" r="${f(h * 0.08)}" fill="#fff7e0" opacity=".85"/>`,
    hill(h * 0.5, h * 0.12, '#9cc5a1', 4),
    hill(h * 0.56, h * 0.08, '#6fa26b', 5),
    ...trees,
    `<path d="M0,${f(h * 0.6)} Q${f(w * 0.5)},${f(h * 0.54)} ${w},${f(h * 0.62)} L${w},${h} L0,${h} Z" fill="url(#grass)"/>`,
    // The mown course: a lighter band running to the horizon.
    `<path d="M${f(w * 0.45)},${f(h * 0.6)} L${f(w * 0.65)},${f(h * 0.6)} L${f(w * 1.05)},${h} L${f(w * 0.05)},${h} Z" fill="#a3cf7f" opacity=".55"/>`,
    ...flags,
    ...runners,
    `</svg>`,
  ].join('');
}

/** A track race: red lanes curving away, the stands behind, runners in a line on the bend. */
export function trackScene(o: SceneOptions): string {
  const { width: w, height: h } = o;
  const rnd = randomOf(o.seed);
  const sky = SKIES[o.light ?? 'golden'];
  const lanes: string[] = [];
  for (let i = 0; i <= 6; i++) {
    const y0 = h * (0.58 + i * 0.065);
    lanes.push(`<path d="M${f(-w * 0.1)},${f(y0 + i * h * 0.02)} Q${f(w * 0.55)},${f(y0 - h * 0.05)} ${f(w * 1.1)},${f(y0 - h * 0.12 + i * h * 0.01)}" fill="none" stroke="#fdf2f2" stroke-width="${f(1.5 + i * 0.7)}" opacity=".9"/>`);
  }
  const crowd: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = rnd() * w;
    const y = h * (0.3 + rnd() * 0.18);
    crowd.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.008 + rnd() * h * 0.006)}" fill="${['#f8fafc', '#fbbf24', '#1e3a8a', '#ef4444', '#94a3b8'][Math.floor(rnd() * 5)]}" opacity=".8"/>`);
  }
  const runners: string[] = [];
  const line = [
    { x: 0.7, y: 0.9, s: 0.42, lead: true },
    { x: 0.52, y: 0.86, s: 0.38, lead: false },
    { x: 0.36, y: 0.84, s: 0.35, lead: false },
    { x: 0.2, y: 0.83, s: 0.33, lead: false },
  ];
  for (const [i, r] of [...line.entries()].toReversed()) runners.push(runnerFigure(w * r.x, h * r.y, h * r.s, (o.seed * 0.17 + i * 0.31) % 1, kitOf(i + o.seed, r.lead)));
  return [
    svgOpen(w, h),
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    // Floodlight masts and the stand.
    `<rect x="${f(w * 0.1)}" y="${f(h * 0.05)}" width="${f(w * 0.008)}" height="${f(h * 0.3)}" fill="#475569"/><rect x="${f(w * 0.075)}" y="${f(h * 0.04)}" width="${f(w * 0.06)}" height="${f(h * 0.04)}" rx="4" fill="#e2e8f0"/>`,
    `<rect x="${f(w * 0.86)}" y="${f(h * 0.07)}" width="${f(w * 0.008)}" height="${f(h * 0.28)}" fill="#475569"/><rect x="${f(w * 0.835)}" y="${f(h * 0.06)}" width="${f(w * 0.06)}" height="${f(h * 0.04)}" rx="4" fill="#e2e8f0"/>`,
    `<path d="M0,${f(h * 0.28)} L${w},${f(h * 0.3)} L${w},${f(h * 0.5)} L0,${f(h * 0.5)} Z" fill="#334155"/>`,
    ...crowd,
    `<rect x="0" y="${f(h * 0.48)}" width="${w}" height="${f(h * 0.06)}" fill="#1e3a8a"/>`,
    `<rect x="0" y="${f(h * 0.535)}" width="${w}" height="${f(h * 0.05)}" fill="#4d7c0f"/>`,
    `<path d="M0,${f(h * 0.57)} Q${f(w * 0.55)},${f(h * 0.52)} ${w},${f(h * 0.47)} L${w},${h} L0,${h} Z" fill="#c2410c"/>`,
    ...lanes,
    ...runners,
    `</svg>`,
  ].join('');
}

/** Options of a head-and-shoulders portrait. */
export interface PortraitOptions {
  width: number;
  height: number;
  seed: number;
  /** Top and bottom colours of the background. */
  background: [string, string];
  /** What the person wears: the team singlet, or a coach's jacket with a collar. */
  outfit: 'singlet' | 'jacket';
  /** Short, curly or tied-back hair. */
  hairStyle: 'short' | 'curly' | 'long';
}

/**
 * A flat portrait: shoulders in the team colours, a face with simple features, hair in one shape.
 * Skin and hair come from the seed.
 */
export function portrait(o: PortraitOptions): string {
  const { width: w, height: h } = o;
  const skin = SKIN_TONES[o.seed % SKIN_TONES.length]!;
  const hair = HAIR_COLOURS[(o.seed * 3 + 1) % HAIR_COLOURS.length]!;
  const cx = w / 2;
  const headR = Math.min(w, h) * 0.2;
  const cy = h * 0.44;
  const body = o.outfit === 'singlet' ? LINCOLN.singlet : '#0f172a';
  const hairBack =
    o.hairStyle === 'long'
      ? `<path d="M${f(cx - headR * 1.08)},${f(cy)} Q${f(cx - headR * 1.2)},${f(cy + headR * 1.9)} ${f(cx - headR * 0.5)},${f(cy + headR * 1.7)} L${f(cx + headR * 0.5)},${f(cy + headR * 1.7)} Q${f(cx + headR * 1.2)},${f(cy + headR * 1.9)} ${f(cx + headR * 1.08)},${f(cy)} Z" fill="${hair}"/>`
      : '';
  const hairTop =
    o.hairStyle === 'curly'
      ? Array.from({ length: 9 }, (_, i) => {
          const a = Math.PI * (1.05 + (i / 8) * 0.9);
          return `<circle cx="${f(cx + Math.cos(a) * headR * 0.92)}" cy="${f(cy + Math.sin(a) * headR * 0.92)}" r="${f(headR * 0.34)}" fill="${hair}"/>`;
        }).join('')
      : `<path d="M${f(cx - headR * 1.05)},${f(cy + headR * 0.1)} Q${f(cx - headR * 1.1)},${f(cy - headR * 1.25)} ${f(cx)},${f(cy - headR * 1.12)} Q${f(cx + headR * 1.15)},${f(cy - headR * 1.2)} ${f(cx + headR * 1.05)},${f(cy + headR * 0.05)} Q${f(cx + headR * 0.6)},${f(cy - headR * 0.55)} ${f(cx - headR * 0.2)},${f(cy - headR * 0.6)} Q${f(cx - headR * 0.8)},${f(cy - headR * 0.45)} ${f(cx - headR * 1.05)},${f(cy + headR * 0.1)} Z" fill="${hair}"/>`;
  const shoulders = `<path d="M${f(cx - w * 0.42)},${h} Q${f(cx - w * 0.4)},${f(h * 0.68)} ${f(cx - headR * 0.7)},${f(h * 0.66)} L${f(cx + headR * 0.7)},${f(h * 0.66)} Q${f(cx + w * 0.4)},${f(h * 0.68)} ${f(cx + w * 0.42)},${h} Z" fill="${body}"/>`;
  const trim =
    o.outfit === 'singlet'
      ? `<path d="M${f(cx - headR * 0.75)},${f(h * 0.66)} Q${f(cx)},${f(h * 0.82)} ${f(cx + headR * 0.75)},${f(h * 0.66)}" fill="${skin}" stroke="${LINCOLN.shorts}" stroke-width="${f(headR * 0.12)}"/><rect x="${f(cx - w * 0.12)}" y="${f(h * 0.88)}" width="${f(w * 0.24)}" height="${f(h * 0.12)}" rx="${f(w * 0.01)}" fill="#f8fafc"/><rect x="${f(cx - w * 0.08)}" y="${f(h * 0.91)}" width="${f(w * 0.16)}" height="${f(h * 0.02)}" fill="#94a3b8"/>`
      : `<path d="M${f(cx - headR * 0.7)},${f(h * 0.66)} L${f(cx)},${f(h * 0.8)} L${f(cx + headR * 0.7)},${f(h * 0.66)} Z" fill="#e2e8f0"/><path d="M${f(cx - headR * 0.75)},${f(h * 0.69)} L${f(cx - headR * 0.2)},${f(h * 0.9)} L${f(cx - headR * 0.95)},${f(h * 0.78)} Z" fill="${LINCOLN.shorts}"/><path d="M${f(cx + headR * 0.75)},${f(h * 0.69)} L${f(cx + headR * 0.2)},${f(h * 0.9)} L${f(cx + headR * 0.95)},${f(h * 0.78)} Z" fill="${LINCOLN.shorts}"/>`;
  const eyeY = cy + headR * 0.05;
  return [
    svgOpen(w, h),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${o.background[0]}"/><stop offset="1" stop-color="${o.background[1]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${f(w * 0.82)}" cy="${f(h * 0.18)}" r="${f(w * 0.3)}" fill="#fff" opacity=".08"/>`,
    hairBack,
    shoulders,
    `<rect x="${f(cx - headR * 0.38)}" y="${f(cy + headR * 0.6)}" width="${f(headR * 0.76)}" height="${f(h * 0.66 - cy - headR * 0.4)}" fill="${skin}"/>`,
    trim,
    `<ellipse cx="${f(cx - headR * 0.98)}" cy="${f(cy + headR * 0.1)}" rx="${f(headR * 0.14)}" ry="${f(headR * 0.22)}" fill="${skin}"/><ellipse cx="${f(cx + headR * 0.98)}" cy="${f(cy + headR * 0.1)}" rx="${f(headR * 0.14)}" ry="${f(headR * 0.22)}" fill="${skin}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(headR)}" ry="${f(headR * 1.12)}" fill="${skin}"/>`,
    hairTop,
    `<circle cx="${f(cx - headR * 0.36)}" cy="${f(eyeY)}" r="${f(headR * 0.08)}" fill="#1f2937"/><circle cx="${f(cx + headR * 0.36)}" cy="${f(eyeY)}" r="${f(headR * 0.08)}" fill="#1f2937"/>`,
    `<path d="M${f(cx - headR * 0.5)},${f(eyeY - headR * 0.22)} q${f(headR * 0.15)},${f(-headR * 0.08)} ${f(headR * 0.3)},0 M${f(cx + headR * 0.2)},${f(eyeY - headR * 0.22)} q${f(headR * 0.15)},${f(-headR * 0.08)} ${f(headR * 0.3)},0" stroke="${hair}" stroke-width="${f(headR * 0.06)}" fill="none" stroke-linecap="round"/>`,
    `<path d="M${f(cx - headR * 0.3)},${f(cy + headR * 0.5)} q${f(headR * 0.3)},${f(headR * 0.24)} ${f(headR * 0.6)},0" stroke="#7c2d12" stroke-width="${f(headR * 0.07)}" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="${f(cx - headR * 0.55)}" cy="${f(cy + headR * 0.35)}" rx="${f(headR * 0.14)}" ry="${f(headR * 0.08)}" fill="#f87171" opacity=".25"/><ellipse cx="${f(cx + headR * 0.55)}" cy="${f(cy + headR * 0.35)}" rx="${f(headR * 0.14)}" ry="${f(headR * 0.08)}" fill="#f87171" opacity=".25"/>`,
    `</svg>`,
  ].join('');
}

/** A press thumbnail: a scene cropped like a news photo, with a band in the publication's colour. */
export function pressThumb(kind: 'results' | 'interview' | 'feature', width: number, height: number): string {
  if (kind === 'interview') {
    const face = portrait({ width: height, height, seed: 2, background: ['#1e293b', '#334155'], outfit: 'singlet', hairStyle: 'short' });
    // The portrait on the right, a microphone in front, a studio-dark wall on the left.
    const inner = face.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return [
      svgOpen(width, height),
      `<rect width="${width}" height="${height}" fill="#0f172a"/>`,
      `<g transform="translate(${f(width - height * 1.05)},0)">${inner}</g>`,
      `<rect x="${f(width * 0.08)}" y="${f(height * 0.3)}" width="${f(width * 0.34)}" height="${f(height * 0.06)}" rx="4" fill="#fbbf24"/>`,
      `<rect x="${f(width * 0.08)}" y="${f(height * 0.42)}" width="${f(width * 0.26)}" height="${f(height * 0.035)}" rx="3" fill="#64748b"/>`,
      `<rect x="${f(width * 0.08)}" y="${f(height * 0.49)}" width="${f(width * 0.3)}" height="${f(height * 0.035)}" rx="3" fill="#475569"/>`,
      `<rect x="${f(width - height * 0.62)}" y="${f(height * 0.72)}" width="${f(height * 0.05)}" height="${f(height * 0.3)}" fill="#1f2937"/><ellipse cx="${f(width - height * 0.595)}" cy="${f(height * 0.7)}" rx="${f(height * 0.06)}" ry="${f(height * 0.08)}" fill="#374151"/>`,
      `</svg>`,
    ].join('');
  }
  const scene = kind === 'results' ? crossCountryScene({ width, height, seed: 11, light: 'noon' }) : trackScene({ width, height, seed: 5, light: 'golden' });
  return scene.replace(/<\/svg>$/, `<rect y="${f(height * 0.9)}" width="${width}" height="${f(height * 0.1)}" fill="${kind === 'results' ? '#1e3a8a' : '#7c2d12'}" opacity=".85"/></svg>`);
}
