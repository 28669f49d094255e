import { CreatePressBody } from '../../../src/features/press/press.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
import type { AdminPressItem, PressWriteBody } from './press-admin.api';

/** The press editor's form, as typed: every field an article can be added with. */
export interface PressForm {
  title: string;
  url: string;
  source: string;
  date: string;
  excerpt: string;
  tag: string;
  thumb_url: string;
  rank: string;
  approved: boolean;
}

/** A new article's form: empty, published once saved. */
export const emptyPressForm = (): PressForm => ({ title: '', url: '', source: '', date: '', excerpt: '', tag: '', thumb_url: '', rank: '0', approved: true });

/** The form of an existing article. */
export function pressToForm(p: AdminPressItem): PressForm {
  return {
    title: p.title,
    url: p.url,
    source: p.source ?? '',
    date: p.date ?? '',
    excerpt: p.excerpt ?? '',
    tag: p.tag ?? '',
    thumb_url: p.thumb_url ?? '',
    rank: String(p.rank),
    approved: p.approved,
  };
}

/**
 * The API body of a form. A blank optional field is left out of a create and sent as null on an
 * edit, which clears it (the press schema's rule).
 */
export function pressFormToBody(f: PressForm, editing: boolean): PressWriteBody {
  const blank = editing ? null : undefined;
  const opt = (v: string) => v.trim() || blank;
  return {
    title: f.title.trim(),
    url: f.url.trim(),
    source: opt(f.source),
    date: opt(f.date),
    excerpt: opt(f.excerpt),
    tag: opt(f.tag),
    thumb_url: opt(f.thumb_url),
    rank: f.rank.trim() === '' ? 0 : Number(f.rank.trim()),
    approved: f.approved,
  };
}

/** Field errors of the press form (empty when it may be sent), from the API's own body schema. */
export function pressFormErrors(f: PressForm): Partial<Record<keyof PressForm, string>> {
  return schemaErrors<keyof PressForm>(CreatePressBody, pressFormToBody(f, false));
}
