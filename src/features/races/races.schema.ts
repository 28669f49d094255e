import { z } from 'zod';
import { apiMessages, type MessageCode } from '../../shared/api-messages';
import { intField, isoDate, optionalLink, optionalText, parseTimeToMs, rank, rankValue, requiredText, textLines } from '../../shared/fields';
import { optionalMark } from '../../shared/marks.schema';
import { optionalResultUrl } from '../../shared/result-source';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const RACES = apiMessages('races', {
  title: { en: 'Title is required', fr: 'Le titre est obligatoire' },
  distance: { en: 'Distance is required', fr: 'La distance est obligatoire' },
  date: { en: 'Date must be YYYY-MM-DD', fr: 'La date doit être au format AAAA-MM-JJ' },
  place: { en: 'Venue is required', fr: 'Le lieu est obligatoire' },
  time: { en: 'Time format examples: 15:38 or 9:42.50', fr: 'Exemples de format de temps : 15:38 ou 9:42.50' },
  position: { en: 'Finishing position must be a whole number from 1.', fr: 'La place à l’arrivée doit être un nombre entier à partir de 1.' },
  fieldSize: { en: 'Field size must be a whole number from 1.', fr: 'Le nombre de participants doit être un nombre entier à partir de 1.' },
  positionInField: { en: 'Finishing position cannot be larger than the field size.', fr: 'La place à l’arrivée ne peut pas dépasser le nombre de participants.' },
  splitLabel: { en: 'Each split needs a label (e.g. "1 mile" or "Lap 4").', fr: 'Chaque temps de passage doit avoir un libellé (par ex. « 1 mile » ou « Tour 4 »).' },
  splitTime: { en: 'Split times look like 4:58 or 1:12.40.', fr: 'Un temps de passage s’écrit comme 4:58 ou 1:12.40.' },
  splits: { en: 'At most 30 splits.', fr: '30 temps de passage au maximum.' },
  cover: { en: 'Cover image must be a relative or http(s) URL.', fr: 'L’image de couverture doit être une URL relative ou http(s).' },
  notFound: { en: 'Race not found.', fr: 'Course introuvable.' },
});
export const RACE_MESSAGES = RACES.en;

/** One split of a race: where it was taken and the time shown there, as typed. */
const SplitSchema = z.object({ label: z.string(), time: z.string() }).meta({ id: 'RaceSplit' });
export type Split = z.infer<typeof SplitSchema>;

/** A race as visitors see it. */
export const RaceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  distance: z.string(),
  place: z.string(),
  timeMs: z.number().int().describe('0 for a jump or throw given only as a mark'),
  timeStr: z.string().describe('the time, or the mark as typed for a jump or throw'),
  mark: z.string().optional().describe('a jump or throw as typed (6.45m, 21-02.5)'),
  photoUrl: z.string().optional(),
  quote: z.string().optional(),
  analysis: z.string().optional(),
  positives: z.array(z.string()),
  learns: z.array(z.string()),
  next: z.array(z.string()),
  milesplit: z.string().optional().describe('the official result link, kept under its old name for the existing client'),
  resultUrl: z.string().optional().describe('the official result page (https)'),
  resultSource: z.string().optional().describe('the result site\'s name, recognised from the link\'s host'),
  position: z.number().int().optional().describe('finishing position'),
  fieldSize: z.number().int().optional().describe('number of finishers'),
  splits: z.array(SplitSchema).optional(),
  published: z.boolean(),
});
export type Race = z.infer<typeof RaceSchema>;

/** A race as the admin edits it (name/location mirror title/place for the existing client). */
export const AdminRaceSchema = RaceSchema.omit({ photoUrl: true, milesplit: true }).extend({
  name: z.string(),
  location: z.string(),
  milesplitUrl: z.string().optional(),
  coverImage: z.string().optional(),
  rank: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRace = z.infer<typeof AdminRaceSchema>;

const timeMs = z.coerce
  .number({ error: RACES.code.time })
  .int(RACES.code.time)
  .positive(RACES.code.time)
  .max(24 * 3600 * 1000, RACES.code.time)
  // Stored at centisecond precision.
  .transform((v) => Math.round(v / 10) * 10);

/** An optional whole number from 1 (form inputs send strings; blank clears it). */
const optionalCount = (message: MessageCode) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), intField(message, 1, 100_000).optional());

/** Position within the field, when both are sent. */
const positionFits = (v: { position?: number; fieldSize?: number }) => v.position === undefined || v.fieldSize === undefined || v.position <= v.fieldSize;
const positionIssue = { message: RACES.code.positionInField, path: ['position'] };

const raceFields = {
  title: requiredText(RACES.code.title, 160),
  distance: requiredText(RACES.code.distance, 60),
  date: isoDate(RACES.code.date),
  place: requiredText(RACES.code.place, 160),
  timeMs,
  mark: optionalMark,
  quote: optionalText(500),
  analysis: optionalText(5000),
  positives: textLines,
  learns: textLines,
  next: textLines,
  milesplitUrl: optionalLink(),
  resultUrl: optionalResultUrl,
  position: optionalCount(RACES.code.position),
  fieldSize: optionalCount(RACES.code.fieldSize),
  splits: z
    .array(z.object({ label: requiredText(RACES.code.splitLabel, 40), time: z.string({ error: RACES.code.splitTime }).trim().refine((v) => parseTimeToMs(v) !== undefined, RACES.code.splitTime) }))
    .max(30, RACES.code.splits)
    .optional()
    .nullable()
    .transform((v) => v ?? []),
  coverImage: optionalLink(RACES.code.cover),
  rank,
  published: z.boolean().default(true),
};

/** Accepts the form's `name`/`location` spellings as `title`/`place`. */
function withAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const o = { ...(input as Record<string, unknown>) };
  if (o.title === undefined && o.name !== undefined) o.title = o.name;
  if (o.place === undefined && o.location !== undefined) o.place = o.location;
  delete o.name;
  delete o.location;
  delete o.tenantId;
  delete o.id;
  return o;
}

/** A time, or a mark for a jump or throw. */
const hasTimeOrMark = (v: { timeMs?: number; mark?: string }) => v.timeMs !== undefined || v.mark !== undefined;
/** Checked even when other fields failed (an object was sent), so the form names the time with them. */
const timeOrMarkIssue = { message: RACES.code.time, path: ['timeMs'], when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

/** The body of `POST /content/admin/races`: a time, or a mark alone (the time is then stored as 0). */
export const CreateRaceBody = z.preprocess(
  withAliases,
  z
    .object({ ...raceFields, timeMs: timeMs.optional() })
    .refine(positionFits, positionIssue)
    .refine(hasTimeOrMark, timeOrMarkIssue)
    .transform((v) => ({ ...v, timeMs: v.timeMs ?? 0 })),
);
export type CreateRaceInput = z.infer<typeof CreateRaceBody>;

/** The body of `PUT /content/admin/races/{id}`: any subset of the fields. */
export const UpdateRaceBody = z.preprocess(
  withAliases,
  z.object({
    ...raceFields,
    rank: rankValue.optional(),
    published: z.boolean().optional(),
  }).partial().refine(positionFits, positionIssue),
);
export type UpdateRaceInput = z.infer<typeof UpdateRaceBody>;


/** What an import of races answers when it refuses, and what it reports. */
export const RACE_IMPORT = apiMessages('raceImport', {
  header: {
    en: 'The first line must name the columns: date, meet, event and time at least, in any order (English or French headers).',
    fr: 'La première ligne doit nommer les colonnes : au moins la date, la compétition, l’épreuve et le temps, dans n’importe quel ordre (en-têtes en français ou en anglais).',
  },
  empty: { en: 'The file has no races after its header line.', fr: 'Le fichier n’a aucune course après sa ligne d’en-têtes.' },
  tooMany: { en: 'At most 300 races in one file.', fr: 'Au plus 300 courses par fichier.' },
  unreadable: { en: 'The file could not be read as CSV: {reason}', fr: 'Le fichier n’a pas pu être lu comme un CSV : {reason}' },
  line: { en: 'Line {line}: {problem}', fr: 'Ligne {line} : {problem}' },
  date: { en: '"{value}" is not a date (2026-04-18 or 4/18/2026).', fr: '« {value} » n’est pas une date (18/04/2026 ou 2026-04-18).' },
  duplicate: {
    en: 'Line {line}: already on the site ({title}, {date}, {time}); not imported again.',
    fr: 'Ligne {line} : déjà sur le site ({title}, {date}, {time}) ; pas importée une deuxième fois.',
  },
  duplicateInFile: { en: 'Line {line}: the same race as line {other}; imported once.', fr: 'Ligne {line} : la même course que la ligne {other} ; importée une seule fois.' },
  noResults: {
    en: 'No results were found in this text: open the results page, select all, copy, and paste it here.',
    fr: 'Aucun résultat trouvé dans ce texte : ouvrez la page de résultats, sélectionnez tout, copiez et collez-la ici.',
  },
  athleteNotFound: {
    en: 'No line for {name} on this results page. Check that it is the right page, and the name as the page writes it.',
    fr: 'Aucune ligne pour {name} sur cette page de résultats. Vérifiez que c’est la bonne page, et le nom tel que la page l’écrit.',
  },
  noName: {
    en: 'The athlete’s name is needed to find their line: type it as the results page writes it.',
    fr: 'Le nom de l’athlète est nécessaire pour trouver sa ligne : tapez-le comme la page de résultats l’écrit.',
  },
  meetTitle: { en: 'The meet’s name is not on the page: type it.', fr: 'Le nom de la compétition n’est pas sur la page : tapez-le.' },
  meetDate: { en: 'The meet’s date is not on the page: type it.', fr: 'La date de la compétition n’est pas sur la page : tapez-la.' },
});

/** The columns of the CSV template, in the screen's language (the import reads either). */
export const RACE_CSV_TEMPLATE = {
  en: 'Date,Meet,Event,Time,Place,Field size,Venue,Result URL\n2026-04-18,Spring Invitational,3200m,10:30.00,1,22,Lincoln High School,https://www.athletic.net/\n',
  fr: 'Date;Compétition;Épreuve;Temps;Place;Partants;Lieu;Lien des résultats\n18/04/2026;Meeting régional;3000m;10:30,00;2;9;Stade municipal;https://\n',
} as const;

/** The body of `POST /content/admin/races/import`. */
export const ImportRacesBody = z.object({
  format: z.enum(['csv', 'results-text']).describe('csv: a spreadsheet with a header line; results-text: a meet results page copied from a browser'),
  data: z.string().min(1, RACE_IMPORT.code.empty).max(2_000_000),
  dryRun: z.boolean().optional().describe('true: answer what would be imported, write nothing'),
  athleteName: z.string().trim().max(120).optional().describe('results-text: the name as the page writes it (default: the site’s title)'),
  meet: z
    .object({ title: z.string().trim().max(160).optional(), date: z.string().trim().max(40).optional(), place: z.string().trim().max(160).optional() })
    .optional()
    .describe('results-text: the meet’s name, date and venue when the family corrects or completes the page’s'),
  lines: z.array(z.number().int().positive()).max(50).optional().describe('results-text: the lines found that the family confirms (default: all)'),
});
export type ImportRacesInput = z.infer<typeof ImportRacesBody>;

/** A race an import makes, with the line it came from. */
const ImportedRaceSchema = z.object({
  line: z.number().int().describe('its line in the file (1 is the header) or in the pasted page'),
  text: z.string().optional().describe('results-text: the athlete’s line as pasted'),
  title: z.string(),
  distance: z.string(),
  date: z.string(),
  place: z.string(),
  timeMs: z.number().int(),
  timeStr: z.string(),
  mark: z.string().optional(),
  position: z.number().int().optional(),
  fieldSize: z.number().int().optional(),
  resultUrl: z.string().optional(),
  id: z.number().int().optional().describe('the race made, once saved'),
});
export type ImportedRace = z.infer<typeof ImportedRaceSchema>;

/** What an import reports beside its races (a duplicate left out). */
const ImportProblemSchema = z.object({ line: z.number().int(), code: z.enum(['duplicate']), message: z.string(), raceId: z.number().int().optional() });

/** `POST /content/admin/races/import`: the races made (or, in a dry run, to be made) and what was left out. */
export const ImportRacesResultSchema = z.object({
  races: z.array(ImportedRaceSchema),
  problems: z.array(ImportProblemSchema),
  meet: z.object({ title: z.string().optional(), date: z.string().optional(), place: z.string().optional() }).optional().describe('results-text: the meet as the page gives it'),
  athleteName: z.string().optional().describe('results-text: the name the line was found by'),
});
export type ImportRacesResult = z.infer<typeof ImportRacesResultSchema>;
