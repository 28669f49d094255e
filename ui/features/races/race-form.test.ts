import { describe, expect, it } from 'vitest';
import { MARK_MESSAGE } from '../../../src/shared/marks';
import { RACE_MESSAGES } from '../../../src/features/races/races.schema';
import { RESULT_URL_MESSAGE } from '../../../src/shared/result-source';
import { emptyRaceForm, raceFormErrors, raceFormToInput, splitsFromLines, splitsToLines } from './race-form';

describe('the race form, checked by the API schema', () => {
  it('an empty race form names each required field with the schema message', () => {
    expect(raceFormErrors(emptyRaceForm())).toEqual({
      title: RACE_MESSAGES.title,
      distance: RACE_MESSAGES.distance,
      date: RACE_MESSAGES.date,
      place: RACE_MESSAGES.place,
      time: RACE_MESSAGES.time,
    });
  });

  it('a filled race form is valid and becomes a trimmed body with lines split', () => {
    const form = { ...emptyRaceForm(), title: ' Fall Classic ', distance: '5K XC', date: '2025-10-04', place: 'Park', time: '15:38.5', positives: 'Pacing\n\nKick ', rank: '2' };
    expect(raceFormErrors(form)).toEqual({});
    expect(raceFormToInput(form)).toMatchObject({ title: 'Fall Classic', timeMs: 938_500, positives: ['Pacing', 'Kick'], rank: 2 });
  });

  it('bad links, ranks and times are refused in plain words', () => {
    const form = { ...emptyRaceForm(), title: 'A', distance: 'B', date: '2025-02-30', place: 'C', time: '9:75', rank: 'x', resultUrl: 'javascript:alert(1)' };
    expect(raceFormErrors(form)).toEqual({ date: RACE_MESSAGES.date, time: RACE_MESSAGES.time, rank: 'Rank must be an integer.', resultUrl: RESULT_URL_MESSAGE });
  });
});

describe('splits in the race form', () => {
  const base = { ...emptyRaceForm(), title: 'State', distance: '5K XC', date: '2026-11-08', place: 'Park', time: '15:38' };

  it('reads one split a line, the time last, and writes them back the same way', () => {
    const splits = splitsFromLines('1 mile 4:58\n\n Mile 2: 10:04.5 \n3 miles – 15:07');
    expect(splits).toEqual([{ label: '1 mile', time: '4:58' }, { label: 'Mile 2', time: '10:04.5' }, { label: '3 miles', time: '15:07' }]);
    expect(splitsToLines(splits)).toBe('1 mile 4:58\nMile 2 10:04.5\n3 miles 15:07');
    expect(raceFormToInput({ ...base, splitLines: '1 mile 4:58' }).splits).toEqual([{ label: '1 mile', time: '4:58' }]);
    expect(raceFormErrors({ ...base, splitLines: '1 mile 4:58' })).toEqual({});
  });

  it('takes a mark instead of a time for a jump or throw, and still asks for one of them', () => {
    const jump = { ...base, distance: 'Long jump', time: '', mark: '21-02.5' };
    expect(raceFormErrors(jump)).toEqual({});
    expect(raceFormToInput(jump)).toMatchObject({ mark: '21-02.5', timeMs: undefined });
    expect(raceFormErrors({ ...jump, mark: '' })).toEqual({ time: RACE_MESSAGES.time });
    expect(raceFormErrors({ ...jump, mark: 'far' })).toEqual({ mark: MARK_MESSAGE });
  });

  it('shows the schema message under Splits for a line without a label or with a bad time', () => {
    expect(raceFormErrors({ ...base, splitLines: '4:58' })).toEqual({ splitLines: RACE_MESSAGES.splitLabel });
    expect(raceFormErrors({ ...base, splitLines: 'Lap 1 fast' })).toEqual({ splitLines: RACE_MESSAGES.splitTime });
  });
});
