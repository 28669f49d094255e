import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { renderCardJpeg } from '../../media/images';
import { mediaRoot, relativeOfMediaUrl, resolveExistingInside, shareCardDir } from '../../media/paths';
import { progressionSparks } from '../charts';
import { findPrById, listPrs, toAdminPr } from '../prs';
import { findPublishedRaceById, listPublishedRaces, toPublicRace } from '../races';
import { type SiteSettingsValues, ownSettingsText } from '../../shared/settings-defaults';
import { DAY_MONTH_YEAR, formatDate } from '../../shared/dates';
import type { Locale } from '../../../ui/lib/i18n/i18n';
import { SPARK, type ShareCardInput, renderShareCardSvg, shareCardHash } from './share-card';
import { t } from './share.messages';

/** A card the site can show: `home`, `race-<id>` or `pr-<id>`. */
export type CardKey = 'home' | `race-${number}` | `pr-${number}`;

/** The public path of a card: its key and content hash (a new hash whenever what it shows changes). */
export const shareCardPath = (key: CardKey, hash: string) => `/share/${key}-${hash}.jpg`;

/** A day as the card prints it, in the site's language (`Nov 8, 2026`, `8 nov. 2026`). */
const formatDay = (iso: string, lang: Locale) => formatDate(iso.slice(0, 10), DAY_MONTH_YEAR, lang);

/** What a card shows, read from the tenant's database; undefined for a race that is not published or a PR that is gone. */
export async function loadShareCardInput(db: Kysely<DB>, key: CardKey, settings: SiteSettingsValues, host: string): Promise<ShareCardInput | undefined> {
  // A fresh site's built-in texts never reach a card (the same rule as the page title); its fixed words are in the site's language.
  const lang: Locale = settings.language;
  const base = { name: ownSettingsText(settings, 'heroTitle') || t('distanceRunner', {}, lang), eyebrow: ownSettingsText(settings, 'heroSubtitle'), host, colors: { from: settings.gradFrom, via: settings.gradVia, to: settings.gradTo } };
  if (key === 'home') {
    const records = (await listPrs(db)).slice(0, 3).map((p) => ({ label: p.distance, mark: toAdminPr(p).timeStr }));
    return { kind: 'home', ...base, records };
  }
  if (key.startsWith('pr-')) {
    const row = await findPrById(db, Number(key.slice('pr-'.length)));
    if (!row) return undefined;
    const pr = toAdminPr(row);
    // The photo of the race the record was set in, when that race is published and has one.
    const race = row.race_id ? await findPublishedRaceById(db, row.race_id) : undefined;
    const photoUrl = race ? toPublicRace(race).photoUrl : undefined;
    const details = [pr.place, pr.date ? formatDay(pr.date, lang) : ''].filter(Boolean).join(' · ');
    const [races, prs] = await Promise.all([listPublishedRaces(db), listPrs(db)]);
    const spark = progressionSparks({ races, prs }, SPARK.width, SPARK.height, 14)(row.distance); // room for the end dot
    return { kind: 'pr', ...base, event: t('prEvent', { distance: pr.distance }, lang), mark: pr.timeStr, details, photoUrl: photoUrl && relativeOfMediaUrl(photoUrl) ? photoUrl : undefined, ...(spark ? { spark } : {}) };
  }
  const row = await findPublishedRaceById(db, Number(key.slice('race-'.length)));
  if (!row) return undefined;
  const r = toPublicRace(row);
  const details = [r.distance, r.place, formatDay(r.date, lang)].filter(Boolean).join(' · ');
  return { kind: 'race', ...base, event: r.title, mark: r.timeStr, details, photoUrl: r.photoUrl && relativeOfMediaUrl(r.photoUrl) ? r.photoUrl : undefined };
}

/**
 * The file of a card, drawn when it is not there yet. Its name is its content hash, so an existing
 * file is always current; it is written to a temp name and renamed, so a reader never sees half.
 */
export async function ensureShareCard(dataDir: string, tenantId: string, input: ShareCardInput): Promise<string> {
  const dir = shareCardDir(dataDir, tenantId);
  const file = path.join(dir, `${shareCardHash(input)}.jpg`);
  if (await fsp.stat(file).then(() => true, () => false)) return file;
  const rel = input.photoUrl ? relativeOfMediaUrl(input.photoUrl) : undefined;
  const photo = rel ? await resolveExistingInside(mediaRoot(dataDir, tenantId), rel) : undefined;
  const jpeg = await renderCardJpeg(renderShareCardSvg(input, !!photo), photo?.file);
  await fsp.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  try {
    await fsp.writeFile(tmp, jpeg);
    await fsp.rename(tmp, file);
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  return file;
}
