// The API's messages, keyed by code. Each feature declares its messages once, in its contract
// (`<feature>.schema.ts`, imported by the server and the UI), with an English and a French text:
//
//   const RACES = apiMessages('races', { notFound: { en: 'Race not found.', fr: 'Course introuvable.' }, … });
//   notFound('race_not_found', RACES.code.notFound)     // an error carries the code…
//   requiredText(RACES.code.title, 160)                 // …and so does a zod schema
//
// The server says a code in the request's language (`Accept-Language`, src/http/errors.ts); the
// admin forms, which run the same schemas in the browser, say their issues in the UI's. A message
// is a `MessageCode`, a branded string only `apiMessages` makes: an error or a schema given a raw
// text does not compile. `src/shared/api-messages.test.ts` loads every catalog and checks each code
// in both languages, with the same `{placeholders}`, and that every error the API declares has one.

/** The languages the API speaks; English is the default. */
export const API_LANGUAGES = ['en', 'fr'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

declare const messageCodeBrand: unique symbol;
/** A message's code (`races.notFound`): what errors and schemas carry instead of a text. */
export type MessageCode = string & { readonly [messageCodeBrand]: true };

/** A placeholder's value: a text, a number, or another message said in the same language (a reason). */
type MessageParam = string | number | Message;
/** The values of a message's `{placeholders}`. */
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message to say: its code and the values of its placeholders. */
export interface Message {
  readonly code: MessageCode;
  readonly params?: MessageParams;
}

/** What an error or an issue says: a code, or a code with its values. */
export type Said = MessageCode | Message;

/** One message in both languages; `{name}` is a placeholder. */
export interface MessageTexts {
  readonly en: string;
  readonly fr: string;
}

/** One catalog: a namespace and its messages by key. */
export interface ApiCatalog {
  namespace: string;
  messages: Readonly<Record<string, MessageTexts>>;
}

/** Every catalog declared so far, in the order their modules loaded (the catalog test loads them all). */
export const API_CATALOGS: ApiCatalog[] = [];

/** Each code's texts; a code declared twice keeps its first texts (the catalog test refuses it). */
const TEXTS = new Map<string, MessageTexts>();

/** What `apiMessages` gives back: the codes to use in schemas and errors, and the English texts. */
export interface ApiMessages<M extends Record<string, MessageTexts>> {
  /** Each message's code (`races.title`), for schemas and errors. */
  code: { readonly [K in keyof M]: MessageCode };
  /** Each message's English text, for tests and the UI's own checks that compare with it. */
  en: { readonly [K in keyof M]: M[K]['en'] };
}

/**
 * Declares a namespace's messages, each in English and French (the compiler asks for both), and
 * returns their codes (`<namespace>.<key>`) and English texts.
 */
export function apiMessages<const M extends Record<string, MessageTexts>>(namespace: string, messages: M): ApiMessages<M> {
  const code: Record<string, MessageCode> = {};
  const en: Record<string, string> = {};
  for (const [key, texts] of Object.entries(messages)) {
    const full = `${namespace}.${key}`;
    code[key] = full as MessageCode;
    en[key] = texts.en;
    if (!TEXTS.has(full)) TEXTS.set(full, texts);
  }
  API_CATALOGS.push({ namespace, messages });
  return { code, en } as ApiMessages<M>;
}

/** A message with its values (`say(RACE.code.notFoundId, { id })`). */
export function say(code: MessageCode, params?: MessageParams): Message {
  return params ? { code, params } : { code };
}

/** True when `text` is a declared message's code. */
export function isMessageCode(text: unknown): text is MessageCode {
  return typeof text === 'string' && TEXTS.has(text);
}

/** The texts of a code, when it was declared. */
export function messageTexts(code: string): MessageTexts | undefined {
  return TEXTS.get(code);
}

/** The code and values of what was said. */
export function messageOf(said: Said): Message {
  return typeof said === 'string' ? { code: said } : said;
}

/**
 * What was said, in `lang`: the code's text with its `{placeholders}` filled (a value that is a
 * message is said in the same language); an unknown placeholder is left as written, and a code
 * no catalog declares is given back as it is.
 */
export function sayIn(lang: ApiLanguage, said: Said, extra?: MessageParams): string {
  const { code, params } = messageOf(said);
  const texts = TEXTS.get(code);
  if (!texts) return code;
  const values = extra ? { ...params, ...extra } : params;
  if (!values) return texts[lang];
  return texts[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? sayIn(lang, value) : String(value);
  });
}

/** A zod issue as zod gives it (in the browser) or as the server's validation error carries it: its code, message and details. */
export interface IssueLike {
  readonly code?: string;
  readonly message?: string;
}

/**
 * The values an issue gives its message: `{max}` and `{min}` from a size limit (`maximum`,
 * `minimum`), the allowed `{values}` of an enum, and a refinement's own `params`.
 */
function issueParams(given: IssueLike): Record<string, string | number> {
  const issue = given as IssueLike & Readonly<Record<string, unknown>>;
  const out: Record<string, string | number> = {};
  const scalar = (v: unknown): string | number | undefined => (typeof v === 'number' || typeof v === 'string' ? v : typeof v === 'bigint' ? String(v) : v instanceof Date ? v.toISOString() : undefined);
  const max = scalar(issue.maximum);
  if (max !== undefined) out.max = max;
  const min = scalar(issue.minimum);
  if (min !== undefined) out.min = min;
  if (Array.isArray(issue.values)) out.values = issue.values.map(String).join(', ');
  if (typeof issue.expected === 'string') out.expected = issue.expected;
  if (issue.params && typeof issue.params === 'object')
    for (const [name, value] of Object.entries(issue.params as Record<string, unknown>)) {
      const v = scalar(value);
      if (v !== undefined) out[name] = v;
    }
  return out;
}

/**
 * The texts said for an issue whose schema gave no message of its own, by zod's issue code. In
 * English the API keeps zod's own text (it names the expected and received types); French gets
 * these.
 */
const ZOD_ISSUE = apiMessages('zod', {
  invalid_type: { en: 'Invalid value: expected {expected}.', fr: 'Valeur invalide : {expected} attendu.' },
  too_big: { en: 'Too big: the limit is {max}.', fr: 'Trop grand : la limite est {max}.' },
  too_small: { en: 'Too small: the minimum is {min}.', fr: 'Trop petit : le minimum est {min}.' },
  invalid_format: { en: 'Invalid format.', fr: 'Format invalide.' },
  not_multiple_of: { en: 'Invalid number.', fr: 'Nombre invalide.' },
  unrecognized_keys: { en: 'Unknown fields.', fr: 'Champs inconnus.' },
  invalid_union: { en: 'Invalid value.', fr: 'Valeur invalide.' },
  invalid_key: { en: 'Invalid key.', fr: 'Clé invalide.' },
  invalid_element: { en: 'Invalid item.', fr: 'Élément invalide.' },
  invalid_value: { en: 'Invalid option: expected one of {values}.', fr: 'Option invalide : une valeur parmi {values} attendue.' },
  custom: { en: 'Invalid value.', fr: 'Valeur invalide.' },
});

/**
 * An issue's message in `lang`: the code its schema gave, said with the issue's values; for an
 * issue zod wrote itself (a schema without a message), zod's English text in English and the
 * generic text of its issue code in French.
 */
export function issueText(issue: IssueLike, lang: ApiLanguage): string {
  const { message } = issue;
  if (isMessageCode(message)) return sayIn(lang, message, issueParams(issue));
  if (lang === 'en' && message) return message;
  const generic = (ZOD_ISSUE.code as Record<string, MessageCode>)[issue.code ?? 'custom'] ?? ZOD_ISSUE.code.custom;
  return sayIn(lang, generic, { expected: '', max: '', min: '', values: '', ...issueParams(issue) });
}

/** What a zod issue says, to carry inside another message or an error: its code with the issue's values, else the generic text of its issue code. */
export function issueSaid(issue: IssueLike): Message {
  if (isMessageCode(issue.message)) return say(issue.message, issueParams(issue));
  const generic = (ZOD_ISSUE.code as Record<string, MessageCode>)[issue.code ?? 'custom'] ?? ZOD_ISSUE.code.custom;
  return say(generic, { expected: '', max: '', min: '', values: '', ...issueParams(issue) });
}
