import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/date-time';
import { isCancelledCeremony, recoveryCodesFile, suggestedPasskeyName } from './security-codes';

describe('security screen helpers', () => {
  it('writes the recovery codes file: a line per code, with the site, the admin and the day', () => {
    const text = recoveryCodesFile(['abcde-fghij', 'kmnpq-rstuv'], 'athlete.example', 'parent@example.test', new Date('2026-11-28T12:00:00Z'));
    expect(text.split('\n')).toEqual(['Athlete.Site recovery codes: parent@example.test on athlete.example', 'Made 2026-11-28. Each code signs in once, in place of a two-factor code.', '', 'abcde-fghij', 'kmnpq-rstuv', '']);
  });

  it('names a passkey after the browser and the system', () => {
    expect(suggestedPasskeyName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(suggestedPasskeyName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge on Windows');
    expect(suggestedPasskeyName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(suggestedPasskeyName('')).toBe('This device');
  });

  it('tells a cancelled passkey prompt from a failure', () => {
    expect(isCancelledCeremony(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe(true);
    expect(isCancelledCeremony(new Error('boom'))).toBe(false);
  });

  it('writes a moment with its day in the UI’s language and its local time', () => {
    const at = new Date(2026, 10, 28, 9, 5).toISOString();
    expect(formatDateTime(at, 'en')).toBe('Nov 28, 2026, 09:05');
    expect(formatDateTime(at, 'fr')).toBe('28 nov. 2026, 09:05');
  });
});
