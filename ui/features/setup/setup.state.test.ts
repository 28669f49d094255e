import { describe, expect, it } from 'vitest';
import { parseLocalProgress } from './setup.progress';
import { classLineOf, composeClassLine, graduationYears, guessDistanceUnit, parseClassLine, profilePatchOf } from './setup.state';

describe('the class line of the hero subtitle', () => {
  it('joins what was given and reads it back', () => {
    const full = { year: '2027', school: 'Lincoln High', events: '800 m, 1600 m' };
    expect(composeClassLine(full)).toBe('Class of 2027 · Lincoln High · 800 m, 1600 m');
    expect(parseClassLine(composeClassLine(full))).toEqual(full);
    expect(composeClassLine({ year: '2028', school: ' ', events: '' })).toBe('Class of 2028');
    expect(parseClassLine('Class of 2028')).toEqual({ year: '2028', school: '', events: '' });
  });

  it('is written in the language of a French site, and read back in either language', () => {
    const full = { year: '2027', school: 'Lycée Victor-Hugo', events: '800 m, 1500 m' };
    expect(composeClassLine(full, 'fr')).toBe('Promotion 2027 · Lycée Victor-Hugo · 800 m, 1500 m');
    expect(parseClassLine(composeClassLine(full, 'fr'))).toEqual(full);
    expect(composeClassLine({ year: '2028', school: '', events: '' }, 'fr')).toBe('Promotion 2028');
    expect(parseClassLine('Class of 2028 · Lycée Victor-Hugo')).toEqual({ year: '2028', school: 'Lycée Victor-Hugo', events: '' });
  });

  it('keeps a hand-written subtitle as the events, never losing it', () => {
    expect(parseClassLine('Miler and cross-country runner')).toEqual({ year: '', school: '', events: 'Miler and cross-country runner' });
  });
});

describe("a browser's progress kept before the server kept it", () => {
  it('becomes the same place on the server: the step, finished with the checklist, or left for later', () => {
    expect(parseLocalProgress(null)).toBeUndefined();
    expect(parseLocalProgress('{oops')).toBeUndefined();
    expect(parseLocalProgress('{"step":2,"done":false,"checklist":false}')).toEqual({ step: 'photo', finished: false, dismissed: false, checklist: false });
    expect(parseLocalProgress('{"step":0,"done":true,"checklist":true}')).toEqual({ step: 'name', finished: true, dismissed: false, checklist: true });
    expect(parseLocalProgress('{"step":3,"done":true,"checklist":false}')).toEqual({ step: 'prs', finished: false, dismissed: true, checklist: false });
    expect(parseLocalProgress('{"step":99,"done":"yes"}')).toEqual({ step: 'theme', finished: false, dismissed: false, checklist: false });
  });
});

describe('the distance unit offered in the setup', () => {
  it('is miles for an English site, kilometres for a French one or a browser from a country that counts in them', () => {
    expect(guessDistanceUnit('en')).toBe('mi');
    expect(guessDistanceUnit('en', ['en-US', 'en'])).toBe('mi');
    expect(guessDistanceUnit('en', ['en-GB'])).toBe('mi');
    expect(guessDistanceUnit('en', ['en-CA'])).toBe('km');
    expect(guessDistanceUnit('en', ['en-au'])).toBe('km');
    expect(guessDistanceUnit('fr', ['en-US'])).toBe('km');
  });
});

describe('graduation years', () => {
  it('offers this year and the six after it', () => {
    expect(graduationYears(new Date('2026-11-25T00:00:00Z'))).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032']);
  });
});

describe('the class step and the Athlete profile', () => {
  it('shows the profile\'s facts when it has them, else the subtitle\'s, and writes the profile\'s fields', () => {
    const subtitle = 'Class of 2027 · Lincoln High · 800 m, 1600 m';
    expect(classLineOf(undefined, subtitle)).toEqual({ year: '2027', school: 'Lincoln High', events: '800 m, 1600 m' });
    expect(classLineOf({ events: [] }, subtitle)).toEqual({ year: '2027', school: 'Lincoln High', events: '800 m, 1600 m' });
    expect(classLineOf({ graduationYear: 2028, highSchool: 'Westview HS', events: ['1600m', '3200m'] }, subtitle)).toEqual({ year: '2028', school: 'Westview HS', events: '1600m, 3200m' });
    expect(profilePatchOf({ year: ' 2028', school: 'Westview HS ', events: '1600m, 3200m;5K XC,' })).toEqual({ graduationYear: '2028', highSchool: 'Westview HS', events: '1600m\n3200m\n5K XC' });
  });
});
