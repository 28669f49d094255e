import { isHttpUrl, normalizeLink } from '../../../src/shared/fields';
import { CreateFollowedBody, FOLLOWED_MESSAGES as SERVER_MESSAGES, UpdateFollowedBody } from '../../../src/features/followed/followed.schema';
import { locale, type Locale } from '../../lib/i18n/i18n';
import { schemaErrors } from '../../admin-kit/form-errors';
import type { AdminFollowedAthlete, FollowedCreateInput, FollowedUpdateInput } from './followed-admin.api';
import { t as msg } from './followed-admin.messages';

/** The messages the existing client shows: the server's, and this screen's (in the current language, looked up when read). */
export const FOLLOWED_MESSAGES = {
  required: SERVER_MESSAGES.required,
  url: SERVER_MESSAGES.url,
  urlOnEdit: SERVER_MESSAGES.urlOnEdit,
  instagram: SERVER_MESSAGES.instagram,
  tiktok: SERVER_MESSAGES.tiktok,
  get created(): string {
    return msg('create.created');
  },
  get missingId(): string {
    return msg('edit.missingId');
  },
} as const;

/** The create form, as typed (first/last name and the schools are form-only fields). */
export interface FollowedCreateForm {
  firstName: string;
  lastName: string;
  schoolNow: string;
  stateNow: string;
  schoolPrev: string;
  statePrev: string;
  instagram: string;
  tiktok: string;
  otherUrl: string;
  intro: string;
  body: string;
  /** One remote image URL per line. */
  photosRemote: string;
}

/** A blank create form. */
export const emptyFollowedForm = (): FollowedCreateForm => ({ firstName: '', lastName: '', schoolNow: '', stateNow: '', schoolPrev: '', statePrev: '', instagram: '', tiktok: '', otherUrl: '', intro: '', body: '', photosRemote: '' });

/** URL lines: blank lines dropped, `host.tld/x` given https://; `invalid` lists the ones that are not http(s). */
export function parseUrlLines(text: string): { urls: string[]; invalid: string[] } {
  const urls = text
    .split(/[\r\n]+/)
    .map((l) => normalizeLink(l))
    .filter(Boolean);
  return { urls, invalid: urls.filter((u) => !isHttpUrl(u)) };
}

const join = (...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join(', ');

/** Field errors of the create form, from the API's own schema (name and school under the fields they are typed in). */
export function followedCreateErrors(f: FollowedCreateForm): Partial<Record<keyof FollowedCreateForm, string>> {
  return schemaErrors<keyof FollowedCreateForm>(CreateFollowedBody, followedCreateBody(f), { name: 'firstName', school: 'schoolNow' });
}

/**
 * The body of a create: name = first + last (trimmed), school = "School, ST", the previous
 * school kept as the card's bio line ("Previously at …", in `lang`: the site's language, as
 * the card shows it to visitors); rank 0; empty optional fields omitted.
 */
export function followedCreateBody(f: FollowedCreateForm, photos: string[] = [], lang: Locale = locale.value): FollowedCreateInput {
  const t = (v: string) => v.trim() || undefined;
  const prev = join(f.schoolPrev, f.statePrev);
  const body: FollowedCreateInput = {
    name: `${f.firstName.trim()} ${f.lastName.trim()}`.trim(),
    school: join(f.schoolNow, f.stateNow),
    rank: 0,
    active: true,
  };
  const optional: Partial<FollowedCreateInput> = {
    bio: prev ? msg('bio.previously', { school: prev }, lang) : undefined,
    instagram: t(f.instagram),
    tiktok: t(f.tiktok),
    otherUrl: t(f.otherUrl),
    intro: t(f.intro),
    body: t(f.body),
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (body as unknown as Record<string, unknown>)[k] = v;
  const remote = parseUrlLines(f.photosRemote).urls;
  if (remote.length) body.photosRemote = remote;
  if (photos.length) body.photos = photos;
  return body;
}

/** The edit dialog, as typed. */
export interface FollowedEditForm {
  name: string;
  school: string;
  schoolShort: string;
  bio: string;
  instagram: string;
  tiktok: string;
  otherUrl: string;
  intro: string;
  body: string;
  /** The photos kept (removing one here removes it on save). */
  photos: string[];
  /** Uploaded this time (sent as photosAdd). */
  photosAdd: string[];
  /** One remote image URL per line. */
  photosRemote: string;
}

/** The edit form of an athlete. */
export function followedToEditForm(a: AdminFollowedAthlete): FollowedEditForm {
  return {
    name: a.name,
    school: a.school,
    schoolShort: a.schoolShort ?? '',
    bio: a.bio ?? '',
    instagram: a.instagram ?? '',
    tiktok: a.tiktok ?? '',
    otherUrl: a.otherUrl ?? '',
    intro: a.intro ?? '',
    body: a.body ?? '',
    photos: [...a.photos],
    photosAdd: [],
    photosRemote: '',
  };
}

/** Field errors of the edit dialog, from the API's own schema (the edit wording of the URL message). */
export function followedEditErrors(f: FollowedEditForm): Partial<Record<keyof FollowedEditForm, string>> {
  return schemaErrors<keyof FollowedEditForm>(UpdateFollowedBody, followedEditBody(f));
}

/** The body of an update: every text (blank clears it), the kept photos, the uploaded and remote ones to add. */
export function followedEditBody(f: FollowedEditForm): FollowedUpdateInput {
  const t = (v: string) => v.trim() || null;
  const body: FollowedUpdateInput = {
    name: f.name.trim(),
    school: f.school.trim(),
    schoolShort: t(f.schoolShort),
    bio: t(f.bio),
    instagram: t(f.instagram),
    tiktok: t(f.tiktok),
    otherUrl: t(f.otherUrl),
    intro: t(f.intro),
    body: t(f.body),
    photos: f.photos,
  };
  if (f.photosAdd.length) body.photosAdd = f.photosAdd;
  const remote = parseUrlLines(f.photosRemote).urls;
  if (remote.length) body.photosRemote = remote;
  return body;
}

/** Initials for a card without a photo. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
