// Race times as typed and shown. No zod here: the public pages (charts, PR marks) use these, and the
// schema library stays out of what a visitor's phone downloads.

/** Parses `m:ss`, `m:ss.cc` or `h:mm:ss(.cc)` (comma or dot) into milliseconds at centisecond precision; undefined when invalid or zero. */
export function parseTimeToMs(input: string): number | undefined {
  const m = /^\s*(?:(\d{1,2}):)?(\d{1,3}):(\d{2})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!m) return undefined;
  const hours = m[1] ? Number(m[1]) : 0;
  const minutes = Number(m[2]);
  const seconds = Number(m[3]);
  if (seconds >= 60) return undefined;
  if (m[1] !== undefined && minutes >= 60) return undefined;
  const cs = m[4] ? Number(m[4].padEnd(2, '0')) : 0;
  const ms = ((hours * 60 + minutes) * 60 + seconds) * 1000 + cs * 10;
  return ms > 0 ? ms : undefined;
}

/** Formats milliseconds as `m:ss`, `m:ss.cc` when there are centiseconds, or `h:mm:ss` past an hour. */
export function formatTimeMs(ms: number): string {
  const totalCs = Math.round(ms / 10);
  const cs = totalCs % 100;
  const totalSeconds = Math.floor(totalCs / 100);
  const s = totalSeconds % 60;
  const totalMinutes = Math.floor(totalSeconds / 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const base = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${totalMinutes}:${String(s).padStart(2, '0')}`;
  return cs ? `${base}.${String(cs).padStart(2, '0')}` : base;
}
