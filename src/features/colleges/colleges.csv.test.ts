import { describe, expect, it } from 'vitest';
import { coachCell, collegesToCsv, dateOfCell, parseCoachCell, parseCollegesCsv, safeCell, stageOfWord } from './colleges.csv';
import type { AdminCollege } from './colleges.schema';

const college = (over: Partial<AdminCollege>): AdminCollege => ({
  id: 1,
  name: 'Northridge State',
  division: 'D1',
  conference: 'Summit',
  stage: 'talking',
  coaches: [],
  notes: '',
  nextStep: '',
  nextStepDate: null,
  linkId: null,
  link: null,
  lastActivityAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('the board as CSV', () => {
  it('reads back what it writes: names, coaches, dates, notes with commas, quotes and line breaks', () => {
    const board = [
      college({ name: 'Northridge State', coaches: [{ name: 'Dana Reyes', email: 'dreyes@example.edu', role: 'Head coach' }, { name: 'Sam Ortiz', email: '', role: '' }], nextStep: 'Send the fall results', nextStepDate: '2026-12-01', notes: 'Liked the 5K, asked about "track" times,\nsee e-mail' }),
      college({ id: 2, name: 'Cedar Valley College', division: 'D3', conference: '', stage: 'researching', link: { id: 4, code: 'cedar-xc', label: 'Cedar', path: '/?via=cedar-xc', visits: 2 } }),
    ];
    const csv = collegesToCsv(board);
    expect(csv.startsWith('\uFEFFname,division,conference,stage,next_step,next_step_date,coaches,notes,link\r\n')).toBe(true);
    const parsed = parseCollegesCsv(csv);
    expect(parsed).toEqual({
      colleges: [
        {
          line: 2,
          name: 'Northridge State',
          division: 'D1',
          conference: 'Summit',
          stage: 'talking',
          nextStep: 'Send the fall results',
          nextStepDate: '2026-12-01',
          coaches: [
            { name: 'Dana Reyes', email: 'dreyes@example.edu', role: 'Head coach' },
            { name: 'Sam Ortiz', email: '', role: '' },
          ],
          notes: 'Liked the 5K, asked about "track" times,\nsee e-mail',
          linkCode: null,
        },
        { line: 4, name: 'Cedar Valley College', division: 'D3', conference: '', stage: 'researching', nextStep: '', nextStepDate: null, coaches: [], notes: '', linkCode: 'cedar-xc' },
      ],
    });
  });

  it('reads a family spreadsheet: other column names and order, a coach e-mail column, US dates, status words', () => {
    const csv = ['School,Status,Coach,Coach Email,Follow-up date,Comments', 'Bayview A&M,Emailed,Jo Park,jpark@example.edu,12/3/2026,camp in June', 'Granite Falls,,,,,'].join('\n');
    expect(parseCollegesCsv(csv)).toEqual({
      colleges: [
        { line: 2, name: 'Bayview A&M', stage: 'contacted', coaches: [{ name: 'Jo Park', email: 'jpark@example.edu', role: '' }], nextStepDate: '2026-12-03', notes: 'camp in June' },
        { line: 3, name: 'Granite Falls', coaches: [], nextStepDate: null, notes: '' },
      ],
    });
  });

  it('reads a French spreadsheet: semicolons, French headers and stages, day-first dates', () => {
    const csv = ['Université;Étape;Prochaine étape;Échéance;Entraîneur', 'Université du Lac;En discussion;Appeler le coach;03/12/2026;Marie Dubois <mdubois@example.fr> (entraîneure)'].join('\r\n');
    expect(parseCollegesCsv(csv)).toEqual({
      colleges: [{ line: 2, name: 'Université du Lac', stage: 'talking', nextStep: 'Appeler le coach', nextStepDate: '2026-12-03', coaches: [{ name: 'Marie Dubois', email: 'mdubois@example.fr', role: 'entraîneure' }] }],
    });
  });

  it('names the line of the first problem: a stage it does not know, a date it cannot read, a line without a name', () => {
    expect(parseCollegesCsv('name,stage\nA,talking\nB,maybe later\nC,offer')).toEqual({ problem: { line: 3, problem: 'stage', value: 'maybe later' } });
    expect(parseCollegesCsv('name,date\nA,2026-02-30')).toEqual({ problem: { line: 2, problem: 'date', value: '2026-02-30' } });
    expect(parseCollegesCsv('name,division\nA,D1\n,D2')).toEqual({ problem: { line: 3, problem: 'name' } });
    expect(parseCollegesCsv('division,stage\nD1,talking')).toEqual({ problem: { line: 1, problem: 'header' } });
    expect(parseCollegesCsv('name,stage\n')).toEqual({ problem: { line: 1, problem: 'empty' } });
    expect(parseCollegesCsv('name,notes\nA,"never closed')).toMatchObject({ problem: { problem: 'unreadable' } });
  });

  it('writes a cell a spreadsheet would run as a formula as text, and reads it back as it was', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(safeCell('-2 seconds')).toBe("'-2 seconds");
    expect(safeCell('Fine')).toBe('Fine');
    const csv = collegesToCsv([college({ name: '@risk', notes: '+1 for the camp' })]);
    expect(csv).toContain("'@risk");
    expect(parseCollegesCsv(csv)).toMatchObject({ colleges: [{ name: '@risk', notes: '+1 for the camp' }] });
  });

  it('reads stage words and dates in both languages, and coaches in one cell', () => {
    expect(['Offer', 'offre', 'Official visit', 'visite', 'Committed', 'engagé', 'not interested'].map(stageOfWord)).toEqual(['offer', 'offer', 'visit', 'visit', 'committed', 'committed', 'declined']);
    expect(stageOfWord('')).toBe('');
    expect(stageOfWord('someday')).toBeUndefined();
    expect(dateOfCell('1/12/2026', false)).toBe('2026-01-12');
    expect(dateOfCell('1/12/2026', true)).toBe('2026-12-01');
    expect(dateOfCell('13/13/2026', false)).toBeUndefined();
    expect(parseCoachCell('Dana <d@x.edu> (Head); e@x.edu')).toEqual([
      { name: 'Dana', email: 'd@x.edu', role: 'Head' },
      { name: 'e@x.edu', email: 'e@x.edu', role: '' },
    ]);
    expect(coachCell([{ name: 'Dana', email: 'd@x.edu', role: 'Head' }])).toBe('Dana <d@x.edu> (Head)');
  });
});
