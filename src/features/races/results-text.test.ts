import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventOfHeading, readResultsText } from './results-text';

// Results pages as a family copies them from a browser (fixtures written from the public formats,
// never fetched): the athlete's line becomes a race.

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('a results page read for the athlete', () => {
  it("reads Hy-Tek's fixed-width results: the finals time, not the seed, the place and the finishers of that event", () => {
    expect(readResultsText(fixture('results-hytek-track.txt'), 'Maya Lindqvist')).toEqual({
      meet: { title: 'Spring Invitational', date: '2026-04-18', place: 'Lincoln High School' },
      found: [{ line: 20, text: expect.stringContaining('Lindqvist, Maya'), event: '3200m', result: '10:30.00', position: 1, fieldSize: 22 }],
    });
  });

  it('reads a results table copied from a results site (cross-country, with the average mile beside the time)', () => {
    expect(readResultsText(fixture('results-athletic-xc.txt'), 'maya lindqvist')).toEqual({
      meet: { title: 'Hillcrest XC Invitational', date: '2026-11-07', place: 'Hillcrest Park, Portland, OR' },
      found: [{ line: 13, text: expect.stringContaining('Maya Lindqvist'), event: '5K XC', result: '15:38.20', position: 6, fieldSize: 46 }],
    });
  });

  it("reads a French federation's listing: day-first date, surname first in capitals, times written 10'30''00", () => {
    expect(readResultsText(fixture('results-ffa-fr.txt'), 'Maya Lindqvist')).toEqual({
      meet: { title: 'Meeting Régional de Lyon', date: '2026-04-18', place: 'Stade de Gerland, Lyon (69)' },
      found: [{ line: 8, text: expect.stringContaining('LINDQVIST Maya'), event: '3000m', result: '10:30.00', position: 2, fieldSize: 9 }],
    });
  });

  it("refuses a page without the athlete's name, and a text that is no results page", () => {
    expect(readResultsText(fixture('results-hytek-track.txt'), 'Maya Lindgren')).toMatchObject({ problem: 'athlete_not_found' });
    expect(readResultsText(fixture('results-ffa-fr.txt'), 'Léa Martin')).toMatchObject({ problem: 'athlete_not_found' });
    expect(readResultsText('Dear coach,\nthank you for the visit on 4/18/2026.', 'Maya Lindqvist')).toMatchObject({ problem: 'no_results' });
  });

  it('names events as the site does', () => {
    expect(['Girls 3200 Meter Run', 'Varsity Boys 5,000 Meters', '3 000 m Steeple', '100m Haies Cadettes', 'Girls 4x400 Meter Relay', 'Boys Mile Run', 'Girls Long Jump', 'Saut en longueur Minimes', '6 km'].map((h) => eventOfHeading(h, false))).toEqual([
      '3200m',
      '5000m',
      '3000m steeplechase',
      '100m hurdles',
      '4x400m relay',
      'Mile',
      'Long jump',
      'Long jump',
      '6K',
    ]);
    expect(eventOfHeading('Varsity Girls 5,000 Meters', true)).toBe('5K XC');
    expect(eventOfHeading('Lindqvist, Maya 11 Westview', false)).toBeUndefined();
  });
});
