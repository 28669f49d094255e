import type { AdminCollege, CollegeCalendar, CollegeMessageLinks, CollegeImport, CollegeTimeline, CollegeTimelineItem, CreateCollegeNoteRequest, CreateCollegeRequest, UpdateCollegeRequest } from '../../../src/features/colleges/colleges.schema';
import type { AdminLink } from '../../../src/features/links/links.schema';
import { request, requestRaw } from '../../lib/api';

export type { AdminCollege, AdminLink, CollegeTimeline, CollegeTimelineItem };

// The recruiting board's calls (admin only): typed with the server's own schemas.

/** Every program on the board, soonest next step first. */
export const fetchColleges = () => request<AdminCollege[]>('/content/admin/colleges');
/** Adds a program. */
export const createCollege = (body: CreateCollegeRequest) => request<AdminCollege>('/content/admin/colleges', { method: 'POST', body });
/** Changes a program (only the fields sent). */
export const updateCollege = (id: number, body: UpdateCollegeRequest) => request<AdminCollege>(`/content/admin/colleges/${id}`, { method: 'PUT', body });
/** Removes a program with its notes. */
export const deleteCollege = (id: number) => request<{ ok: true }>(`/content/admin/colleges/${id}`, { method: 'DELETE' });
/** A program with its timeline, newest first. */
export const fetchTimeline = (id: number) => request<CollegeTimeline>(`/content/admin/colleges/${id}/timeline`);
/** Adds a note (a call, a camp, a visit…) to a program's timeline. */
export const addCollegeNote = (id: number, body: CreateCollegeNoteRequest) => request<CollegeTimelineItem>(`/content/admin/colleges/${id}/notes`, { method: 'POST', body });
/** Deletes one of a program's notes. */
export const deleteCollegeNote = (id: number, noteId: number) => request<{ ok: true }>(`/content/admin/colleges/${id}/notes/${noteId}`, { method: 'DELETE' });
/** Files a contact message under a program. */
export const fileMessageUnder = (id: number, messageId: number) => request<{ ok: true }>(`/content/admin/colleges/${id}/messages/${messageId}`, { method: 'PUT' });
/** Takes a filed message off a program. */
export const unfileMessage = (id: number, messageId: number) => request<{ ok: true }>(`/content/admin/colleges/${id}/messages/${messageId}`, { method: 'DELETE' });
/** The board as a CSV file. */
export const exportCollegesCsv = async (): Promise<Blob> => (await requestRaw('/content/admin/colleges.csv', { query: {}, timeoutMs: 30_000 })).blob();
/** Imports a CSV file (all or nothing). */
export const importCollegesCsv = (csv: string) => request<CollegeImport>('/content/admin/colleges/import', { method: 'POST', text: { type: 'text/csv', body: csv }, timeoutMs: 30_000 });
/** The private follow-up calendar's address. */
export const fetchFollowupCalendar = () => request<CollegeCalendar>('/content/admin/colleges/calendar');
/** A new address for the follow-up calendar (the old one stops working). */
export const renewFollowupCalendar = () => request<CollegeCalendar>('/content/admin/colleges/calendar/reset', { method: 'POST' });
/** The site's college links (the program form picks the one given to the program). */
export const fetchCollegeLinks = () => request<AdminLink[]>('/content/admin/links');
/** Which contact messages belong to which programs (filed, or from a coach's address). */
export const fetchMessageLinks = () => request<CollegeMessageLinks>('/content/admin/colleges/messages');
