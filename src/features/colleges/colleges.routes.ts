import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { adminOnly } from '../auth';
import { AppError, badRequest, notFound } from '../../http/errors';
import { issueSaid, messageOf, say, type Said } from '../../shared/api-messages';
import { AdminErrorResponses, ErrorResponses, adminSecurity } from '../../http/openapi';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import { renderIcs } from '../../shared/ics';
import { findContactMessage, listMessagesFromOrIds } from '../contact';
import { findLinkById, listLinks, visitDaysOfLink, visitTotals } from '../links';
import { linkPath } from '../links/links.schema';
import { getSettingsRow, toPublicSettings } from '../settings';
import { collegesToCsv, parseCollegesCsv, type CsvCollege, type CsvProblem } from './colleges.csv';
import { followupCalendar } from './colleges.ics';
import { eventItem, excerptOf, toAdminCollege, toNewRow, toRow, type CollegeLinkInfo } from './colleges.mapper';
import {
  deleteCollege,
  deleteNote,
  fileMessage,
  filedMessageIds,
  findCalendarKey,
  findCollegeById,
  findCollegeByName,
  insertCollege,
  insertEvent,
  lastEventAt,
  listCoaches,
  listColleges,
  listEvents,
  listFilings,
  listUpcomingVisits,
  replaceCoaches,
  saveCalendarKey,
  unfileMessage,
  updateCollege,
} from './colleges.repository';
import {
  AdminCollegeSchema,
  COLLEGES,
  CollegeCalendarSchema,
  CollegeImportSchema,
  CollegeMessageLinksSchema,
  CollegeTimelineItemSchema,
  CollegeTimelineSchema,
  CreateCollegeBody,
  CreateCollegeNoteBody,
  UpdateCollegeBody,
  followupFeedPath,
  type AdminCollege,
  type CollegeTimelineItem,
} from './colleges.schema';
import type { CollegeRow } from './colleges.table';

const collegeNotFound = () => notFound('college_not_found', COLLEGES.code.notFound);
const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The programs as the admin reads them: coaches, link with its visits, newest activity. */
async function withDetails(db: Kysely<DB>, rows: readonly CollegeRow[]): Promise<AdminCollege[]> {
  if (!rows.length) return [];
  const [coaches, links, totals, events] = await Promise.all([listCoaches(db, rows.map((r) => r.id)), listLinks(db), visitTotals(db), lastEventAt(db)]);
  const linkById = new Map(links.map((l) => [l.id, l]));
  return Promise.all(
    rows.map(async (row) => {
      const link = row.link_id === null ? undefined : linkById.get(row.link_id);
      const info: CollegeLinkInfo | undefined = link && { id: link.id, code: link.code, label: link.label, path: linkPath(link.code), visits: totals.get(link.id) ?? 0 };
      const lastVisit = link ? (await visitDaysOfLink(db, link.id))[0]?.day : undefined;
      const candidates = [events.get(row.id), lastVisit && `${lastVisit}T12:00:00.000Z`].filter((v): v is string => !!v);
      return toAdminCollege(row, coaches, info, candidates.sort().at(-1));
    }),
  );
}

/** One program with its details; throws 404 for an unknown id. */
async function oneCollege(db: Kysely<DB>, id: number): Promise<AdminCollege> {
  const row = await findCollegeById(db, id);
  if (!row) throw collegeNotFound();
  return (await withDetails(db, [row]))[0]!;
}

/** Refuses a link id that names no college link (a 400 on `linkId`, nothing written). */
async function checkLink(db: Kysely<DB>, linkId: number | null | undefined): Promise<void> {
  if (linkId && !(await findLinkById(db, linkId))) throw badRequest(COLLEGES.code.linkNotFound, [{ path: 'linkId', message: COLLEGES.code.linkNotFound }]);
}

/** A program's timeline: link visits per day, its coaches' and filed messages, notes and stage changes, newest first. */
async function timelineOf(db: Kysely<DB>, college: AdminCollege): Promise<CollegeTimelineItem[]> {
  const [events, filed, visits] = await Promise.all([listEvents(db, college.id), filedMessageIds(db, college.id), college.linkId ? visitDaysOfLink(db, college.linkId) : []]);
  const messages = await listMessagesFromOrIds(
    db,
    college.coaches.map((c) => c.email),
    filed,
  );
  const items: CollegeTimelineItem[] = [
    ...events.map(eventItem),
    ...visits.map((v) => ({ kind: 'visits' as const, id: `visits-${v.day}`, at: `${v.day}T12:00:00.000Z`, day: v.day, count: v.count })),
    ...messages.map((m) => ({
      kind: 'message' as const,
      id: `message-${m.id}`,
      at: m.created_at,
      messageId: m.id,
      name: m.name,
      email: m.email,
      school: m.school,
      excerpt: excerptOf(m.message),
      read: m.read_at !== null,
      filed: filed.includes(m.id),
    })),
  ];
  return items.sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
}

/** Records a stage change on the timeline, when the stage did change. */
async function recordStage(db: Kysely<DB>, collegeId: number, from: string | null, to: string | undefined): Promise<void> {
  if (to === undefined || to === from) return;
  await insertEvent(db, { college_id: collegeId, kind: 'stage', from_stage: from, to_stage: to, at: new Date().toISOString() });
}

/** What an import's problem says, without its line. */
function importProblem(p: CsvProblem): Said {
  switch (p.problem) {
    case 'stage':
      return say(COLLEGES.code.csvStage, { value: p.value ?? '' });
    case 'date':
      return say(COLLEGES.code.csvDate, { value: p.value ?? '' });
    case 'name':
      return COLLEGES.code.csvName;
    case 'empty':
      return COLLEGES.code.csvEmpty;
    case 'too_many':
      return COLLEGES.code.csvTooMany;
    case 'unreadable':
      return say(COLLEGES.code.csvUnreadable, { reason: p.value ?? '' });
    default:
      return COLLEGES.code.csvHeader;
  }
}

/** An import refused at a line: the message names the line, the issue says the problem. */
function importRefused(line: number, problem: Said): AppError {
  return badRequest(say(COLLEGES.code.csvLine, { line, problem: messageOf(problem) }), [{ path: `line ${line}`, message: problem }], 'csv_invalid');
}

/** Checks an imported line with the create schema, so a bad coach e-mail is refused as the form refuses it. */
function checkImportedLine(c: CsvCollege): Said | undefined {
  const parsed = CreateCollegeBody.safeParse({ name: c.name, division: c.division, conference: c.conference, stage: c.stage, coaches: c.coaches, notes: c.notes, nextStep: c.nextStep, nextStepDate: c.nextStepDate });
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue && issueSaid(issue);
}

/** The follow-up feed's address, making its key on first use. */
async function calendarUrl(request: FastifyRequest, fresh: boolean): Promise<string> {
  let key = fresh ? undefined : await findCalendarKey(request.db);
  if (!key) {
    key = randomBytes(24).toString('base64url');
    await saveCalendarKey(request.db, key);
  }
  return `${request.protocol}://${request.host}${followupFeedPath(key)}`;
}

/**
 * The family's recruiting board (admin only): programs with their coaches, stage, next step and
 * college link; a timeline per program; notes; messages filed from the inbox; CSV both ways; the
 * private follow-up calendar's address.
 */
export async function adminCollegeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  // An import is a spreadsheet sent as it is (text/csv); this plugin's routes alone read such bodies.
  r.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
  const base = { tags: ['colleges', 'admin'], security: adminSecurity, querystring: TenantQuery };
  r.get('/content/admin/colleges', {
    schema: { ...base, summary: 'Every program on the board, soonest next step first', response: { 200: z.array(AdminCollegeSchema), ...AdminErrorResponses } },
    handler: async (request) => withDetails(request.db, await listColleges(request.db)),
  });
  r.post('/content/admin/colleges', {
    schema: { ...base, summary: 'Add a program to the board', body: CreateCollegeBody, response: { 201: AdminCollegeSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      await checkLink(request.db, request.body.linkId);
      const id = await request.db.transaction().execute(async (trx) => {
        const row = await insertCollege(trx, toNewRow(request.body));
        await replaceCoaches(trx, row.id, request.body.coaches);
        await recordStage(trx, row.id, null, row.stage);
        return row.id;
      });
      return reply.code(201).send(await oneCollege(request.db, id));
    },
  });
  r.put('/content/admin/colleges/:id', {
    schema: { ...base, summary: 'Change a program (stage changes are recorded on its timeline)', params: IdParams, body: UpdateCollegeBody, response: { 200: AdminCollegeSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      await checkLink(request.db, request.body.linkId);
      const found = await request.db.transaction().execute(async (trx) => {
        const before = await findCollegeById(trx, request.params.id);
        if (!before) return false;
        await updateCollege(trx, before.id, toRow(request.body));
        if (request.body.coaches) await replaceCoaches(trx, before.id, request.body.coaches);
        await recordStage(trx, before.id, before.stage, request.body.stage);
        return true;
      });
      if (!found) throw collegeNotFound();
      return oneCollege(request.db, request.params.id);
    },
  });
  r.delete('/content/admin/colleges/:id', {
    schema: { ...base, summary: 'Remove a program with its coaches and notes (its college link and messages stay)', params: IdParams, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteCollege(request.db, request.params.id))) throw collegeNotFound();
      return { ok: true as const };
    },
  });
  r.get('/content/admin/colleges/:id/timeline', {
    schema: {
      ...base,
      summary: "A program's timeline: visits through its link (per day), its coaches' messages and those filed here, notes and stage changes, newest first",
      params: IdParams,
      response: { 200: CollegeTimelineSchema, ...AdminErrorResponses },
    },
    handler: async (request) => {
      const college = await oneCollege(request.db, request.params.id);
      return { college, items: await timelineOf(request.db, college) };
    },
  });
  r.post('/content/admin/colleges/:id/notes', {
    schema: { ...base, summary: 'Add a note to a program (a call, a camp, a visit, a questionnaire, an offer, an e-mail sent, or a note)', params: IdParams, body: CreateCollegeNoteBody, response: { 201: CollegeTimelineItemSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      if (!(await findCollegeById(request.db, request.params.id))) throw collegeNotFound();
      const { kind, text, at } = request.body;
      const row = await insertEvent(request.db, { college_id: request.params.id, kind, text, at: at ?? new Date().toISOString() });
      return reply.code(201).send(eventItem(row));
    },
  });
  r.delete('/content/admin/colleges/:id/notes/:noteId', {
    schema: { ...base, summary: "Delete one of a program's notes", params: z.object({ id: z.coerce.number().int().positive(), noteId: z.coerce.number().int().positive() }), response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteNote(request.db, request.params.id, request.params.noteId))) throw notFound('college_note_not_found', COLLEGES.code.noteNotFound);
      return { ok: true as const };
    },
  });
  r.get('/content/admin/colleges/messages', {
    schema: { ...base, summary: 'Which contact messages belong to which programs: filed by hand, or sent from one of its coaches\' addresses', response: { 200: CollegeMessageLinksSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const [colleges, coaches, filings] = await Promise.all([listColleges(request.db), listCoaches(request.db), listFilings(request.db)]);
      const names = new Map(colleges.map((c) => [c.id, c.name]));
      const byEmail = new Map<string, number[]>();
      for (const c of coaches) if (c.email) byEmail.set(c.email.toLowerCase(), [...(byEmail.get(c.email.toLowerCase()) ?? []), c.college_id]);
      const messages = await listMessagesFromOrIds(request.db, [...byEmail.keys()], filings.map((f) => f.message_id));
      const items = new Map<string, { messageId: number; collegeId: number; collegeName: string; filed: boolean }>();
      for (const f of filings) items.set(`${f.message_id}:${f.college_id}`, { messageId: f.message_id, collegeId: f.college_id, collegeName: names.get(f.college_id) ?? '', filed: true });
      for (const m of messages) {
        for (const collegeId of byEmail.get(m.email.trim().toLowerCase()) ?? []) {
          const key = `${m.id}:${collegeId}`;
          if (!items.has(key)) items.set(key, { messageId: m.id, collegeId, collegeName: names.get(collegeId) ?? '', filed: false });
        }
      }
      return { items: [...items.values()] };
    },
  });
  const messageParams = z.object({ id: z.coerce.number().int().positive(), messageId: z.coerce.number().int().positive() });
  r.put('/content/admin/colleges/:id/messages/:messageId', {
    schema: { ...base, summary: 'File a contact message under a program (it then shows on its timeline)', params: messageParams, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await findCollegeById(request.db, request.params.id))) throw collegeNotFound();
      if (!(await findContactMessage(request.db, request.params.messageId))) throw notFound('message_not_found', COLLEGES.code.messageNotFound);
      await fileMessage(request.db, request.params.id, request.params.messageId);
      return { ok: true as const };
    },
  });
  r.delete('/content/admin/colleges/:id/messages/:messageId', {
    schema: { ...base, summary: 'Take a filed message off a program', params: messageParams, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await unfileMessage(request.db, request.params.id, request.params.messageId))) throw notFound('message_not_found', COLLEGES.code.messageNotFound);
      return { ok: true as const };
    },
  });
  r.get('/content/admin/colleges.csv', {
    schema: { ...base, summary: 'The board as a CSV file (one program a line; coaches as "Name <email> (role); …")', produces: [CSV_CONTENT_TYPE], response: { 200: z.string(), ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const csv = collegesToCsv(await withDetails(request.db, await listColleges(request.db)));
      return reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', 'attachment; filename="colleges.csv"').header('cache-control', 'private, no-store').send(csv);
    },
  });
  r.post('/content/admin/colleges/import', {
    schema: {
      ...base,
      summary: 'Import programs from a CSV file (all or nothing)',
      description:
        'The body is the file (text/csv). The header line names the columns in any order, in English or French (name/school, division, conference, stage/status, next step, next step date, coaches, coach email, notes, link). A program whose name is already on the board is updated with the columns the file has; others are added. One bad line answers 400 naming the line, and nothing is written.',
      consumes: ['text/csv'],
      body: z.string().describe('the CSV file'),
      response: { 200: CollegeImportSchema, ...AdminErrorResponses },
    },
    handler: async (request) => {
      const parsed = parseCollegesCsv(request.body);
      if ('problem' in parsed) throw importRefused(parsed.problem.line, importProblem(parsed.problem));
      const links = new Map((await listLinks(request.db)).map((l) => [l.code, l.id]));
      for (const c of parsed.colleges) {
        const wrong = checkImportedLine(c);
        if (wrong) throw importRefused(c.line, wrong);
        if (c.linkCode && !links.has(c.linkCode)) throw importRefused(c.line, say(COLLEGES.code.csvLinkCode, { code: c.linkCode }));
      }
      const result = await request.db.transaction().execute(async (trx) => {
        let created = 0;
        let updated = 0;
        const ids: number[] = [];
        for (const c of parsed.colleges) {
          const body = CreateCollegeBody.parse({ ...c, linkId: c.linkCode ? links.get(c.linkCode) : null });
          const existing = await findCollegeByName(trx, c.name);
          if (existing) {
            const patch = toRow({
              division: c.division,
              conference: c.conference,
              stage: c.stage,
              notes: c.notes,
              nextStep: c.nextStep,
              nextStepDate: c.nextStepDate,
              linkId: c.linkCode === undefined ? undefined : body.linkId,
            });
            await updateCollege(trx, existing.id, patch);
            if (c.coaches) await replaceCoaches(trx, existing.id, body.coaches);
            await recordStage(trx, existing.id, existing.stage, c.stage);
            ids.push(existing.id);
            updated++;
          } else {
            const row = await insertCollege(trx, toNewRow(body));
            await replaceCoaches(trx, row.id, body.coaches);
            await recordStage(trx, row.id, null, row.stage);
            ids.push(row.id);
            created++;
          }
        }
        return { created, updated, ids };
      });
      const rows = (await listColleges(request.db)).filter((row) => result.ids.includes(row.id));
      return { created: result.created, updated: result.updated, colleges: await withDetails(request.db, rows) };
    },
  });
  r.get('/content/admin/colleges/calendar', {
    schema: { ...base, summary: 'The address of the private follow-up calendar (next steps and visits), to subscribe to on a phone', response: { 200: CollegeCalendarSchema, ...AdminErrorResponses } },
    handler: async (request) => ({ url: await calendarUrl(request, false) }),
  });
  r.post('/content/admin/colleges/calendar/reset', {
    schema: { ...base, summary: 'Give the follow-up calendar a new secret address (the old one stops working)', response: { 200: CollegeCalendarSchema, ...AdminErrorResponses } },
    handler: async (request) => ({ url: await calendarUrl(request, true) }),
  });
}

/** `GET /calendar/followups.ics?key=…`: the family's private follow-up feed; a wrong key answers 404. */
export async function publicCollegeRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/calendar/followups.ics', {
    schema: {
      tags: ['colleges'],
      summary: "The family's private follow-up calendar: each program's dated next step and the planned visits",
      description: 'Only with the secret key the admin screen shows; any other key answers 404 `calendar_not_found`. Never cached by shared caches.',
      querystring: TenantQuery.extend({ key: z.string().max(200).optional() }),
      produces: [CALENDAR_CONTENT_TYPE],
      response: { 200: z.string().describe('an iCalendar document (RFC 5545)'), ...ErrorResponses },
    },
    handler: async (request, reply) => {
      const key = await findCalendarKey(request.db);
      if (!key || !request.query.key || !sameSecret(key, request.query.key)) throw notFound('calendar_not_found', COLLEGES.code.feedNotFound);
      const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
      const [colleges, visits, settings] = await Promise.all([listColleges(request.db), listUpcomingVisits(request.db, since), getSettingsRow(request.db)]);
      const site = toPublicSettings(settings, request.tenantId);
      const ics = renderIcs(followupCalendar({ colleges, visits, athlete: site.heroTitle, language: site.language, host: request.hostname.replace(/:\d+$/, ''), adminUrl: `${request.protocol}://${request.host}/admin/colleges` }));
      return reply.header('content-type', CALENDAR_CONTENT_TYPE).header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').send(ics);
    },
  });
}

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
