import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, FEM_PALETTE } from '../../../src/shared/settings-defaults';
import { fieldLabel, sameSettings, settingsFormErrors, settingsFormToBody, settingsToForm, themePalette } from './settings-form';
import { setLocale } from '../../lib/i18n/i18n';

const loaded = { ...DEFAULT_SETTINGS, themeId: 'x', heroVideoUrl: '/media/v.mp4', heroVideoPosterUrl: '/media/p.jpg', heroVideoPlaylist: ['/media/v.mp4'], cheersAutoApprove: true, id: 1 };

describe('settings form', () => {
  it('sends only the editable fields: never themeId nor the hero video fields', () => {
    const body = settingsFormToBody(settingsToForm(loaded));
    for (const key of ['themeId', 'heroVideoUrl', 'heroVideoPosterUrl', 'heroVideoPlaylist', 'id']) expect(body).not.toHaveProperty(key);
    expect(body).toMatchObject({ heroTitle: 'Athlete.Site', titleUpcoming: 'Upcoming Races', cheersAutoApprove: true, themeKey: 'd1', gradFrom: '#7c3aed' });
  });

  it('trims texts and lower-cases colours', () => {
    const form = { ...settingsToForm(loaded), heroTitle: '  Maya Runs  ', gradVia: '#ABCDEF' };
    expect(settingsFormToBody(form)).toMatchObject({ heroTitle: 'Maya Runs', gradVia: '#abcdef' });
  });

  it('flags colours that are not hex and button links that are not safe', () => {
    const form = { ...settingsToForm(loaded), gradTo: 'green', heroCtaUrl: 'javascript:alert(1)', heroCta2Url: '#recent' };
    const errors = settingsFormErrors(form);
    expect(Object.keys(errors).sort()).toEqual(['gradTo', 'heroCtaUrl']);
    expect(settingsFormErrors(settingsToForm(loaded))).toEqual({});
  });

  it('knows each theme palette and tells unsaved changes', () => {
    expect(themePalette('fem')).toMatchObject(FEM_PALETTE);
    expect(themePalette('d1').gradFrom).toBe(DEFAULT_SETTINGS.gradFrom);
    const a = settingsToForm(loaded);
    expect(sameSettings(a, { ...a })).toBe(true);
    expect(sameSettings(a, { ...a, titlePR: 'PRs' })).toBe(false);
  });

  it('labels the fields in the admin\'s language', () => {
    expect([fieldLabel('heroTitle'), fieldLabel('titlePR'), fieldLabel('gradFrom')]).toEqual(['Hero title', 'PRs', 'Gradient from']);
    setLocale('fr');
    try {
      expect([fieldLabel('heroTitle'), fieldLabel('titlePR'), fieldLabel('gradFrom')]).toEqual(['Titre de la bannière', 'RP', 'Début du dégradé']);
    } finally {
      setLocale('en');
    }
  });
});
