import { describe, expect, it } from 'vitest';
import type { AdminCollege } from '../../../src/features/colleges/colleges.schema';
import { addDays, byNextStep, collegeFormErrors, collegeFormToBody, collegeToForm, columnsOf, dueFollowUps, emptyCollegeForm, followUpOf, localToday, neighbourStage } from './college-form';

const college = (over: Partial<AdminCollege>): AdminCollege => ({
  id: 1,
  name: 'A',
  division: '',
  conference: '',
  stage: 'researching',
  coaches: [],
  notes: '',
  nextStep: '',
  nextStepDate: null,
  linkId: null,
  link: null,
  lastActivityAt: null,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('the program form', () => {
  it('sends what was typed: blank coach rows dropped, a blank date and link as none', () => {
    const f = { ...emptyCollegeForm(), name: 'Bayview', coaches: [{ name: 'Jo', email: 'jo@example.edu', role: '' }, { name: '', email: '', role: '' }] };
    expect(collegeFormToBody(f)).toEqual({ name: 'Bayview', division: '', conference: '', stage: 'researching', nextStep: '', nextStepDate: null, linkId: null, notes: '', coaches: [{ name: 'Jo', email: 'jo@example.edu', role: '' }] });
    expect(collegeToForm(college({ linkId: 4, nextStepDate: '2026-12-01' }))).toMatchObject({ linkId: '4', nextStepDate: '2026-12-01' });
  });

  it('names each wrong field with the API’s own message, a coach’s by its row', () => {
    const errors = collegeFormErrors({ ...emptyCollegeForm(), coaches: [{ name: 'Jo', email: 'not an address', role: '' }] });
    expect(Object.keys(errors).sort()).toEqual(['coaches.0.email', 'name']);
    expect(collegeFormErrors({ ...emptyCollegeForm(), name: 'Fine' })).toEqual({});
  });
});

describe('follow-ups', () => {
  const today = '2026-11-28';
  it('says a next step is overdue, due today, within a week or later; a done program is never due', () => {
    expect(followUpOf({ nextStepDate: '2026-11-27', stage: 'talking' }, today)).toBe('overdue');
    expect(followUpOf({ nextStepDate: today, stage: 'talking' }, today)).toBe('today');
    expect(followUpOf({ nextStepDate: '2026-12-05', stage: 'talking' }, today)).toBe('soon');
    expect(followUpOf({ nextStepDate: '2026-12-06', stage: 'talking' }, today)).toBe('later');
    expect(followUpOf({ nextStepDate: null, stage: 'talking' }, today)).toBe('none');
    expect(followUpOf({ nextStepDate: '2026-11-01', stage: 'committed' }, today)).toBe('none');
    expect(dueFollowUps([college({ id: 1, nextStepDate: '2026-11-01' }), college({ id: 2, nextStepDate: '2026-12-30' })], today).map((c) => c.id)).toEqual([1]);
  });

  it('takes today from the local clock and counts days across months', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
  });
});

describe('the board', () => {
  it('puts each program in its stage’s column, in the board’s order, and moves between neighbours', () => {
    const cols = columnsOf([college({ id: 1, stage: 'offer' }), college({ id: 2, stage: 'researching' })]);
    expect(cols.map((c) => c.stage)).toEqual(['researching', 'contacted', 'talking', 'visit', 'offer', 'committed', 'declined']);
    expect(cols[4]!.colleges.map((c) => c.id)).toEqual([1]);
    expect(neighbourStage('researching', -1)).toBeUndefined();
    expect(neighbourStage('talking', 1)).toBe('visit');
  });

  it('lists by next step: soonest first, undated last by name', () => {
    const list = byNextStep([college({ id: 1, name: 'Z' }), college({ id: 2, nextStepDate: '2026-12-01' }), college({ id: 3, nextStepDate: '2026-11-01' }), college({ id: 4, name: 'B' })]);
    expect(list.map((c) => c.id)).toEqual([3, 2, 4, 1]);
  });
});
