import { describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n/i18n';
import { emptyTeamForm, moveMember, orderChanged, teamFormErrors, teamFormToInput, TEAM_MESSAGES } from './team-form';

describe('team member form', () => {
  it("words the screen's upload failures in the UI's language", () => {
    expect([TEAM_MESSAGES.portraitUpload, TEAM_MESSAGES.actionUpload]).toEqual(['Portrait upload failed.', 'Action photo upload failed.']);
    setLocale('fr');
    try {
      expect([TEAM_MESSAGES.portraitUpload, TEAM_MESSAGES.actionUpload]).toEqual(['Échec de l’envoi du portrait.', 'Échec de l’envoi de la photo d’action.']);
    } finally {
      setLocale('en');
    }
  });

  it('requires both names and a portrait, with their messages', () => {
    expect(teamFormErrors(emptyTeamForm())).toEqual({ firstName: TEAM_MESSAGES.name, lastName: TEAM_MESSAGES.name, portraitUrl: TEAM_MESSAGES.portrait });
    expect(teamFormErrors({ ...emptyTeamForm(), firstName: 'Lena', lastName: ' ', portraitUrl: '/media/p.webp' })).toEqual({ lastName: 'First name and Last name are required.' });
    expect(teamFormErrors({ ...emptyTeamForm(), firstName: 'Lena', lastName: 'Ortiz', portraitUrl: 'javascript:alert(1)', actionUrl: 'data:x' })).toEqual({ portraitUrl: 'Portrait must be a relative or http(s) URL.', actionUrl: 'Please provide a valid http(s) URL.' });
    expect(teamFormErrors({ ...emptyTeamForm(), firstName: 'Lena', lastName: 'Ortiz', portraitUrl: 'cdn.example.org/p.jpg' })).toEqual({});
    expect(teamFormErrors({ ...emptyTeamForm(), firstName: 'Lena', lastName: 'Ortiz', portraitUrl: '/media/p.webp' })).toEqual({});
  });

  it('cleans records and sends an empty action photo as null', () => {
    const input = teamFormToInput({
      ...emptyTeamForm(),
      firstName: ' Lena ',
      lastName: 'Ortiz',
      portraitUrl: '/media/p.webp',
      actionUrl: '  ',
      records: [
        { distance: ' 1600m ', time: '4:58.10', meet: ' ', date: '' },
        { distance: '', time: '', meet: 'Ghost meet', date: '2025-01-01' },
        { distance: '', time: '10:40', meet: 'Twilight', date: '2025-05-01' },
      ],
    });
    expect(input.firstName).toBe('Lena');
    expect(input.actionUrl).toBeNull();
    expect(input.theme).toBe('foil');
    expect(input.active).toBe(true);
    expect(input.records).toEqual([
      { distance: '1600m', time: '4:58.10' },
      { distance: '', time: '10:40', meet: 'Twilight', date: '2025-05-01' },
    ]);
  });

  it('moves members by swapping order values, renumbering duplicates first', () => {
    const list = [
      { id: 1, order: 10 },
      { id: 2, order: 20 },
      { id: 3, order: 30 },
    ];
    expect(moveMember(list, 2, -1)).toEqual([
      { id: 1, order: 10 },
      { id: 3, order: 20 },
      { id: 2, order: 30 },
    ]);
    expect(moveMember(list, 0, -1)).toBe(list);
    const tied = list.map((m) => ({ ...m, order: 0 }));
    expect(moveMember(tied, 0, 1)).toEqual([
      { id: 2, order: 0 },
      { id: 1, order: 1 },
      { id: 3, order: 2 },
    ]);
    expect(orderChanged(moveMember(list, 1, 1), list)).toBe(true);
    expect(orderChanged(list, [...list])).toBe(false);
  });
});
