import { request } from '../../lib/api';

const base = (token: string) => `/content/public/coach-invite/${encodeURIComponent(token)}`;

/** The invite behind a link: the invited coach's name. */
export const fetchInvite = (token: string) => request<{ coachName?: string }>(base(token));
/** Where the coach's photo is uploaded (authorised by the link, no admin token). */
export const inviteUploadPath = (token: string) => `${base(token)}/upload-image`;
/** Sends the coach's note for review. */
export const submitInvite = (token: string, body: Record<string, string | boolean>) => request<{ ok: true }>(`${base(token)}/submit`, { method: 'POST', body });
