// A minimal iCalendar (RFC 5545) writer for published events: just what a meet calendar needs.
// The rules that trip calendar apps are kept in one place: CRLF line ends, lines folded at 75
// octets (never inside a UTF-8 character), TEXT values escaped, times in UTC basic format.

/** One event of a calendar. */
export interface IcsEvent {
  uid: string;
  /** UTC ISO date-time of the start; for an all-day event, its day (`YYYY-MM-DD`). */
  start: string;
  /** Minutes the event lasts (DURATION); an all-day event lasts its day. */
  durationMinutes: number;
  /** True for an event of a whole day (a date, no time: shown on that day in every time zone). */
  allDay?: boolean;
  /** UTC ISO date-time the event last changed (DTSTAMP and LAST-MODIFIED). */
  stamp: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

/** A calendar: its name (X-WR-CALNAME, shown by most apps) and events. */
export interface IcsCalendar {
  name: string;
  /** The product line's calendar name (PRODID); the meet calendar when omitted. */
  product?: string;
  events: IcsEvent[];
}

/** A TEXT value escaped as RFC 5545 §3.3.11 requires: backslash, semicolon, comma and newlines. */
function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** An ISO date-time as a UTC DATE-TIME value, e.g. `20310502T073000Z`. */
function icsUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * A content line folded so no physical line exceeds 75 octets: each continuation starts with one
 * space (which counts toward its 75), and a multi-byte character is never split.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The calendar as an iCalendar document (CRLF lines, folded). */
export function renderIcs(cal: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//Athlete.Site//${cal.product ?? 'Meet calendar'}//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeIcsText(cal.name)}`];
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsUtc(e.stamp)}`,
      `LAST-MODIFIED:${icsUtc(e.stamp)}`,
      ...(e.allDay ? [`DTSTART;VALUE=DATE:${e.start.slice(0, 10).replace(/-/g, '')}`, 'DURATION:P1D'] : [`DTSTART:${icsUtc(e.start)}`, `DURATION:PT${Math.floor(e.durationMinutes / 60)}H${e.durationMinutes % 60}M`]),
      `SUMMARY:${escapeIcsText(e.summary)}`,
    );
    if (e.location) lines.push(`LOCATION:${escapeIcsText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeIcsText(e.description)}`);
    // A URI value is not TEXT: no escaping, but it must have no control characters (ours come from URL).
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
