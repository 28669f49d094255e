import { describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n/i18n';
import { joinEventAt, splitEventAt, upcomingFormError, upcomingFormToInput, UPCOMING_REQUIRED } from './upcoming-form';

describe('eventAt split and join (local time)', () => {
  it('joins a local date and time into the UTC instant of that local moment', () => {
    expect(joinEventAt('2026-05-02', '09:30')).toBe(new Date(2026, 4, 2, 9, 30).toISOString());
    expect(joinEventAt(' 2026-12-31 ', '23:59')).toBe(new Date(2026, 11, 31, 23, 59).toISOString());
  });

  it('splits an ISO date-time back into the same local date and time', () => {
    const iso = new Date(2026, 9, 17, 7, 5).toISOString();
    expect(splitEventAt(iso)).toEqual({ date: '2026-10-17', time: '07:05' });
    for (const [d, t] of [['2026-01-01', '00:00'], ['2027-03-28', '14:45']] as const) expect(splitEventAt(joinEventAt(d, t)!)).toEqual({ date: d, time: t });
  });

  it('refuses dates and times that do not exist', () => {
    expect(joinEventAt('2026-02-30', '10:00')).toBeUndefined();
    expect(joinEventAt('2026-05-02', '24:00')).toBeUndefined();
    expect(joinEventAt('02/05/2026', '10:00')).toBeUndefined();
    expect(splitEventAt('not a date')).toEqual({ date: '', time: '' });
  });
});

describe('upcoming form', () => {
  it('asks for every field with its message, trimmed', () => {
    expect(upcomingFormError({ title: '  ', date: '2026-05-02', time: '09:30', location: 'Eugene' })).toBe(UPCOMING_REQUIRED);
    expect(upcomingFormError({ title: 'State', date: '2026-05-02', time: '', location: 'Eugene' })).toBe(UPCOMING_REQUIRED);
    expect(upcomingFormError({ title: 'State', date: '2026-02-30', time: '09:30', location: 'Eugene' })).toMatch(/real date/);
    expect(upcomingFormError({ title: 'State', date: '2026-05-02', time: '09:30', location: 'Eugene' })).toBeUndefined();
  });

  it('says a date or time that does not exist in the admin\'s language', () => {
    const bad = { title: 'State', date: '2026-02-30', time: '09:30', location: 'Eugene' };
    expect(upcomingFormError(bad)).toBe('Please enter a real date (YYYY-MM-DD) and time (HH:MM).');
    setLocale('fr');
    try {
      expect(upcomingFormError(bad)).toBe('Saisis une date (AAAA-MM-JJ) et une heure (HH:MM) qui existent.');
    } finally {
      setLocale('en');
    }
  });

  it('sends trimmed texts and the joined eventAt', () => {
    expect(upcomingFormToInput({ title: ' State XC ', date: '2026-05-02', time: '09:30', location: ' Eugene, OR ' })).toEqual({
      title: 'State XC',
      location: 'Eugene, OR',
      eventAt: new Date(2026, 4, 2, 9, 30).toISOString(),
    });
  });
});
