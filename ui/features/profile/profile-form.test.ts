import { describe, expect, it } from 'vitest';
import { PROFILE_DEFAULTS, PROFILE_MESSAGES, UpdateProfileBody } from '../../../src/features/profile/profile.schema';
import { fieldOfPath, pathOfField, profileFormErrors, profileFormToBody, profileToForm } from './profile-form';

const blank = profileToForm({ ...PROFILE_DEFAULTS, updatedAt: null });

describe('profile form', () => {
  it('opens a never-saved profile blank, with every private switch off and the contact form open', () => {
    expect(blank).toMatchObject({ graduationYear: '', events: '', recruitRole: '', showWeight: false, showAcademics: false, showRecruitContact: false, showCoachContact: false, contactFormEnabled: true });
    expect(profileFormErrors(blank)).toEqual({});
  });

  it('round-trips a saved profile through the API body', () => {
    const form = { ...blank, graduationYear: ' 2027 ', events: '5K XC\n\n3200m', recruitRole: 'parent' as const, recruitEmail: 'pat@example.org', showAcademics: true, gpa: '3.8' };
    const parsed = UpdateProfileBody.parse(profileFormToBody(form));
    expect(parsed).toMatchObject({ graduationYear: 2027, events: ['5K XC', '3200m'], recruitContact: { role: 'parent', email: 'pat@example.org' }, showAcademics: true, gpa: '3.8', contactFormEnabled: true });
    expect(profileToForm({ ...PROFILE_DEFAULTS, ...parsed, recruitContact: parsed.recruitContact ?? undefined, coachContact: parsed.coachContact ?? undefined, updatedAt: null })).toMatchObject({ graduationYear: '2027', events: '5K XC\n3200m', recruitRole: 'parent', recruitEmail: 'pat@example.org' });
  });

  it('puts the schema\'s messages under the fields they are about, nested contacts included', () => {
    expect(profileFormErrors({ ...blank, graduationYear: 'soon', recruitEmail: 'nope', coachPhone: 'call me' })).toEqual({
      graduationYear: PROFILE_MESSAGES.graduationYear,
      recruitEmail: PROFILE_MESSAGES.email,
      coachPhone: PROFILE_MESSAGES.phone,
    });
    expect(fieldOfPath('recruitContact.email')).toBe('recruitEmail');
    expect(pathOfField('coachPhone')).toBe('coachContact.phone');
    expect(pathOfField('highSchool')).toBe('highSchool');
  });
});
