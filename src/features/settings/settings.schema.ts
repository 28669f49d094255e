import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { HEX_COLOR } from '../../shared/color';
import { FIELDS, isSafeLinkUrl, normalizeLink } from '../../shared/fields';
import { DISTANCE_UNITS, SITE_LANGUAGES, THEME_KEYS } from '../../shared/settings-defaults';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

const SETTINGS = apiMessages('settings', {
  themeKey: { en: 'Theme must be d1 or fem.', fr: 'Le thème doit être d1 ou fem.' },
  distanceUnit: { en: 'Distance unit must be km or mi.', fr: 'L’unité de distance doit être km ou mi.' },
  language: { en: 'Language must be en or fr.', fr: 'La langue doit être en ou fr.' },
  published: { en: 'Published must be true or false.', fr: 'Publié doit valoir true ou false.' },
  color: { en: 'Use a hex colour such as #7c3aed or #abc.', fr: 'Utilisez une couleur hexadécimale comme #7c3aed ou #abc.' },
  link: { en: 'Links must be relative (/page or #section) or start with http(s)://.', fr: 'Les liens doivent être relatifs (/page ou #section) ou commencer par http(s)://.' },
  homeSections: {
    en: 'Each home section is listed once, by its id (lower-case letters, digits and dashes).',
    fr: 'Chaque section de l’accueil figure une seule fois, par son identifiant (minuscules, chiffres et tirets).',
  },
});
export const SETTINGS_MESSAGES = SETTINGS.en;

/** The most sections the home page's order may name (the app has a dozen). */
const MAX_HOME_SECTIONS = 40;
const HomeSectionChoiceSchema = z.object({ id: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, SETTINGS.code.homeSections), shown: z.boolean() });

/** The site settings as visitors get them: every text resolved (a blank stored value gives the default). */
export const SiteSettingsSchema = z
  .object({
    id: z.number().int(),
    tenantId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    themeId: z.string().nullable().describe('reserved; never written by a settings save'),
    themeKey: z.enum(THEME_KEYS),
    distanceUnit: z.enum(DISTANCE_UNITS).describe('the one unit of every distance figure on the site (training volumes)'),
    language: z.enum(SITE_LANGUAGES).describe("the language of the public site's interface (the admin follows the browser)"),
    published: z.boolean().describe('false (a new site): pages answer noindex, robots.txt disallows everything and there is no sitemap'),
    homeSections: z
      .array(HomeSectionChoiceSchema)
      .describe("the family's order of the home page's sections and which ones visitors see; [] is the built-in order with every section shown, and a section not listed keeps its built-in place"),
    showVoteCounts: z.boolean().describe("false (a new site): the universities' answers carry no vote counts"),
    heroTitle: z.string(),
    heroSubtitle: z.string(),
    heroVideoUrl: z.string().describe("'' when no hero video is set; written only by the media calls"),
    heroVideoPosterUrl: z.string().describe('default /video/hero-poster.jpeg; written only by the media calls'),
    heroVideoPlaylist: z.array(z.string()).describe('written only by the media calls'),
    heroCtaLabel: z.string(),
    heroCtaUrl: z.string(),
    heroCta2Label: z.string(),
    heroCta2Url: z.string(),
    titlePR: z.string(),
    titleHighlights: z.string(),
    titleRaces: z.string(),
    titleReports: z.string(),
    titleSupport: z.string(),
    descSupport: z.string(),
    titlePress: z.string(),
    descPress: z.string(),
    titleCoachNote: z.string(),
    titleFavorites: z.string(),
    titleSocials: z.string(),
    subtitleSocials: z.string(),
    titleTraining: z.string(),
    descTraining: z.string(),
    titleUpcoming: z.string(),
    gradFrom: z.string(),
    gradVia: z.string(),
    gradTo: z.string(),
    glassTint: z.string(),
    auroraA: z.string(),
    auroraB: z.string(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The site settings as the admin edits them: the public object plus moderation settings. */
export const AdminSiteSettingsSchema = SiteSettingsSchema.extend({
  cheersAutoApprove: z.boolean().describe('true publishes new cheers at once; false (default) holds them for approval'),
}).meta({ id: 'AdminSiteSettings' });
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsSchema>;

/** Trimmed text; null or blank is stored as '' (the default is shown on read). */
const text = (max: number, fix: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .overwrite(fix)
    .max(max, FIELDS.code.maxChars)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));
const color = text(32).refine((v) => !v || HEX_COLOR.test(v), SETTINGS.code.color).transform((v) => v?.toLowerCase());
const link = text(2048, normalizeLink).refine((v) => !v || isSafeLinkUrl(v), SETTINGS.code.link);
const SHORT = 120;
const LONG = 500;

/**
 * The body of `PUT /content/admin/settings`: any subset of the editable fields; a blank text
 * restores that field's default. `themeId`, `heroVideoUrl`, `heroVideoPosterUrl`,
 * `heroVideoPlaylist` and the read-only fields (id, tenantId, dates) are ignored, so the UI may
 * send back the object it loaded.
 */
export const UpdateSettingsBody = z
  .object({
    themeKey: z.enum(THEME_KEYS, { error: SETTINGS.code.themeKey }).optional(),
    distanceUnit: z.enum(DISTANCE_UNITS, { error: SETTINGS.code.distanceUnit }).optional(),
    language: z.enum(SITE_LANGUAGES, { error: SETTINGS.code.language }).optional(),
    published: z.boolean({ error: SETTINGS.code.published }).optional(),
    homeSections: z
      .array(HomeSectionChoiceSchema)
      .max(MAX_HOME_SECTIONS)
      .refine((list) => new Set(list.map((s) => s.id)).size === list.length, SETTINGS.code.homeSections)
      .optional(),
    showVoteCounts: z.boolean().optional(),
    cheersAutoApprove: z.boolean().optional(),
    heroTitle: text(SHORT),
    heroSubtitle: text(LONG),
    heroCtaLabel: text(SHORT),
    heroCtaUrl: link,
    heroCta2Label: text(SHORT),
    heroCta2Url: link,
    titlePR: text(SHORT),
    titleHighlights: text(SHORT),
    titleRaces: text(SHORT),
    titleReports: text(SHORT),
    titleSupport: text(SHORT),
    descSupport: text(LONG),
    titlePress: text(SHORT),
    descPress: text(LONG),
    titleCoachNote: text(SHORT),
    titleFavorites: text(SHORT),
    titleSocials: text(SHORT),
    subtitleSocials: text(LONG),
    titleTraining: text(SHORT),
    descTraining: text(LONG),
    titleUpcoming: text(SHORT),
    gradFrom: color,
    gradVia: color,
    gradTo: color,
    glassTint: color,
    auroraA: color,
    auroraB: color,
  })
  .meta({ id: 'UpdateSiteSettings' });
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsBody>;

/** `?ts=` cache-busting (and the optional tenantId the client appends); both ignored. */
export const SettingsQuery = z.object({ ts: z.string().optional(), tenantId: z.string().optional() });
