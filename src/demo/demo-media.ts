import fsp from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertMediaAsset, saveUploadedImage, toReadyVideoRow } from '../features/media';
import { getSettingsRow, setHeroVideo } from '../features/settings';
import { rasterizeSvg } from '../media/images';
import { mediaUrlOf, removeQuietly, tempFile } from '../media/paths';
import { localMediaAt } from '../media/store/media-store';
import { getFfmpeg, renderPanClip, transcodeHeroVideo } from '../media/video';
import { crossCountryScene, portrait, pressThumb, trackScene, type PortraitOptions } from './demo-art';

// The demo's pictures and hero clip: drawn by demo-art.ts, then stored exactly as an admin's upload
// would be (type check, metadata stripped, WebP/AVIF variants, content-hashed names, a media_asset
// row each), and set on the demo content that still shows the built-in placeholders.

/** What the media step of `demo` made, and how long it took. */
export interface DemoMediaResult {
  images: number;
  /** False when ffmpeg is missing: the site keeps the built-in poster. */
  video: boolean;
  ms: number;
}

/** A picture to draw: the key the content refers to, its SVG, a label for the media library. */
interface Picture {
  key: string;
  label: string;
  svg: () => string;
}

// Sizes that fill their places on a large screen (a race card, a portrait tile) and no more: every
// extra pixel is paid for six times (three variants in two formats) in the time `demo` takes.
const SCENE = { width: 1200, height: 750 };
const PORTRAIT = { width: 400, height: 500 };

/** The race covers, by race title (the titles of src/features/races/races.demo.ts). */
const RACE_COVERS: Record<string, Picture> = {
  'State XC Championships': { key: 'race-state', label: 'State XC Championships', svg: () => crossCountryScene({ ...SCENE, seed: 1, light: 'morning' }) },
  'Regional XC Qualifier': { key: 'race-regional', label: 'Regional XC Qualifier', svg: () => crossCountryScene({ ...SCENE, seed: 3, light: 'noon' }) },
  'Conference Championship': { key: 'race-conference', label: 'Conference Championship', svg: () => crossCountryScene({ ...SCENE, seed: 7, light: 'golden' }) },
  'Spring Invitational 3200m': { key: 'race-spring', label: 'Spring Invitational 3200m', svg: () => trackScene({ ...SCENE, seed: 2, light: 'golden' }) },
  'League Finals 1600m': { key: 'race-league', label: 'League Finals 1600m', svg: () => trackScene({ ...SCENE, seed: 4, light: 'noon' }) },
  'State XC Championships (junior year)': { key: 'race-state-junior', label: 'State XC Championships (junior year)', svg: () => crossCountryScene({ ...SCENE, seed: 5, light: 'golden' }) },
  'District XC (sophomore year)': { key: 'race-district', label: 'District XC (sophomore year)', svg: () => crossCountryScene({ ...SCENE, seed: 9, light: 'morning' }) },
};

const person = (key: string, label: string, seed: number, o: Pick<PortraitOptions, 'background' | 'outfit' | 'hairStyle'>): Picture => ({ key, label, svg: () => portrait({ ...PORTRAIT, seed, ...o }) });

/** Team portraits by the slug of their placeholder (team.demo.ts), coach photos by theirs (coach.demo.ts). */
const PEOPLE: Picture[] = [
  person('marcus-bell', 'Marcus Bell', 1, { background: ['#1e3a8a', '#0f172a'], outfit: 'singlet', hairStyle: 'short' }),
  person('theo-nakamura', 'Theo Nakamura', 4, { background: ['#0e7490', '#0f172a'], outfit: 'singlet', hairStyle: 'short' }),
  person('diego-alvarez', 'Diego Alvarez', 2, { background: ['#7c2d12', '#1c1917'], outfit: 'singlet', hairStyle: 'curly' }),
  person('caleb-osei', 'Caleb Osei', 5, { background: ['#065f46', '#022c22'], outfit: 'singlet', hairStyle: 'curly' }),
  person('julian-park', 'Julian Park', 0, { background: ['#4c1d95', '#1e1b4b'], outfit: 'singlet', hairStyle: 'short' }),
  person('nate-brennan', 'Nate Brennan', 6, { background: ['#334155', '#0f172a'], outfit: 'singlet', hairStyle: 'short' }),
  person('eli-foster', 'Eli Foster', 3, { background: ['#9a3412', '#431407'], outfit: 'singlet', hairStyle: 'curly' }),
  person('dana-whitfield', 'Coach Dana Whitfield', 5, { background: ['#475569', '#0f172a'], outfit: 'jacket', hairStyle: 'long' }),
  person('sam-ortiz', 'Coach Sam Ortiz', 3, { background: ['#1e3a8a', '#172554'], outfit: 'jacket', hairStyle: 'short' }),
];

const PRESS: Picture[] = (['results', 'interview', 'feature'] as const).map((kind) => ({ key: `press-${kind}`, label: `Press: ${kind}`, svg: () => pressThumb(kind, 640, 400) }));

/** The hero clip: a pan across a wide cross-country scene, 1280×720, a few seconds. */
const HERO = { stillWidth: 1600, width: 1280, height: 720, seconds: 5 };

/** Draws one picture and stores it through the upload pipeline; answers the master's URL. */
async function storePicture(db: Kysely<DB>, root: string, picture: Picture): Promise<string> {
  const file = await tempFile(root, 'demo', '.jpg');
  try {
    await rasterizeSvg(picture.svg(), file);
    return (await saveUploadedImage(db, localMediaAt(root), file, picture.label)).src;
  } finally {
    await removeQuietly(file);
  }
}

/** Renders the hero clip and stores it as a ready hero video (the same transcode as an upload). */
async function storeHeroClip(db: Kysely<DB>, root: string): Promise<{ videoUrl: string; posterUrl: string }> {
  const still = await tempFile(root, 'demo', '.jpg');
  const clip = await tempFile(root, 'demo', '.mp4');
  try {
    await rasterizeSvg(crossCountryScene({ width: HERO.stillWidth, height: HERO.height, seed: 12, light: 'golden' }), still);
    await renderPanClip(still, clip, HERO);
    // Poster at 0 s: the first frame, so the picture does not jump when the video starts.
    const out = await transcodeHeroVideo(localMediaAt(root), clip, { crf: 26, maxWidth: HERO.width, preset: 'veryfast', posterAt: 0 }, () => undefined);
    await insertMediaAsset(db, toReadyVideoRow(out, 'Demo hero clip'));
    return { videoUrl: mediaUrlOf(out.videoPath), posterUrl: mediaUrlOf(out.posterPath) };
  } finally {
    await removeQuietly(still);
    await removeQuietly(clip);
  }
}

/** The placeholder path of a demo picture (`/demo/team/marcus-bell.svg` → `marcus-bell`). */
const slugOf = (url: string | null) => /^\/demo\/(?:[a-z]+\/)?([a-z0-9-]+)\.svg$/.exec(url ?? '')?.[1];

/**
 * Draws and stores the demo's pictures and hero clip, then points the demo content at them: only
 * where the content still shows a built-in placeholder, and only once (a site with any stored media
 * already has its pictures, the family's or an earlier demo's).
 */
export async function seedDemoMedia(db: Kysely<DB>, root: string): Promise<DemoMediaResult | undefined> {
  const started = performance.now();
  const any = await db.selectFrom('media_asset').select('id').limit(1).executeTakeFirst();
  if (any) return undefined;
  await fsp.mkdir(root, { recursive: true });

  const pictures = [...Object.values(RACE_COVERS), ...PEOPLE, ...PRESS];
  const video = (await getFfmpeg()).path !== null;
  // ffmpeg works in its own process while sharp encodes the pictures: the two overlap.
  const heroJob = video ? storeHeroClip(db, root) : Promise.resolve(undefined);
  const urls = new Map<string, string>();
  const storeAll = async () => {
    // Two at a time: each store already encodes six variants in parallel; more would only queue.
    for (let i = 0; i < pictures.length; i += 2) {
      const batch = pictures.slice(i, i + 2);
      const done = await Promise.all(batch.map((p) => storePicture(db, root, p)));
      batch.forEach((p, j) => urls.set(p.key, done[j]!));
    }
  };
  const [hero] = await Promise.all([heroJob, storeAll()]);

  await db.transaction().execute(async (trx) => {
    for (const [title, picture] of Object.entries(RACE_COVERS)) {
      await trx.updateTable('race').set({ cover_image: urls.get(picture.key)! }).where('title', '=', title).where('cover_image', 'is', null).execute();
    }
    for (const kind of ['results', 'interview', 'feature']) {
      await trx.updateTable('press').set({ thumb_url: urls.get(`press-${kind}`)! }).where('thumb_url', '=', `/demo/press-${kind}.svg`).execute();
    }
    for (const m of await trx.selectFrom('team_member').select(['id', 'portrait_url']).execute()) {
      const url = urls.get(slugOf(m.portrait_url) ?? '');
      if (url) await trx.updateTable('team_member').set({ portrait_url: url }).where('id', '=', m.id).execute();
    }
    await setDemoScenes(trx, urls);
    if (hero && (await getSettingsRow(trx)).hero_video_url === '') await setHeroVideo(trx, hero);
  });
  return { images: pictures.length, video, ms: Math.round(performance.now() - started) };
}

/** The training page and the coach notes: their scenes are the race covers, their photos the coaches' portraits. */
async function setDemoScenes(db: Kysely<DB>, urls: Map<string, string>): Promise<void> {
  const scenes: Record<string, string> = {
    hero: urls.get('race-state')!,
    'gallery-1': urls.get('race-regional')!,
    'gallery-2': urls.get('race-spring')!,
    'gallery-3': urls.get('race-conference')!,
    'gallery-4': urls.get('race-league')!,
    side: urls.get('race-league')!,
  };
  const swap = (url: string | null) => scenes[slugOf(url) ?? ''] ?? urls.get(slugOf(url) ?? '') ?? url;
  const training = await db.selectFrom('training_profile').select(['id', 'data']).executeTakeFirst();
  if (training) {
    // The profile is one JSON document: only its three picture fields change.
    const data = JSON.parse(training.data) as { heroImageUrl?: string; gallery?: string[]; sideImageUrl?: string };
    data.heroImageUrl = swap(data.heroImageUrl ?? null) ?? undefined;
    data.sideImageUrl = swap(data.sideImageUrl ?? null) ?? undefined;
    data.gallery = data.gallery?.map((g) => swap(g) ?? g);
    await db.updateTable('training_profile').set({ data: JSON.stringify(data) }).where('id', '=', training.id).execute();
  }
  for (const note of await db.selectFrom('coach_note').select(['id', 'photo_url', 'hero_image_url', 'side_image_url', 'gallery']).execute()) {
    const gallery = (JSON.parse(note.gallery) as unknown[]).filter((g): g is string => typeof g === 'string');
    await db
      .updateTable('coach_note')
      .set({ photo_url: swap(note.photo_url), hero_image_url: swap(note.hero_image_url), side_image_url: swap(note.side_image_url), gallery: JSON.stringify(gallery.map((g) => swap(g) ?? g)) })
      .where('id', '=', note.id)
      .execute();
  }
}
