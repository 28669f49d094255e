import { describe, expect, it } from 'vitest';
import { buildTrainingPrompt, countWords, fieldOfIssue, parseKm, stepOfField, trainingFormErrors, trainingFormToBody, trainingToForm } from './training-form';

describe('training profile wizard', () => {
  it('pads the gallery to 4 slots and shows km as text', () => {
    const form = trainingToForm({ gallery: ['/media/1.webp'], yearlyMileage: [{ year: 2023, km: 99 }, { year: 2025, km: 1510.5 }] }, new Date(2026, 10, 25));
    expect(form.gallery).toEqual(['/media/1.webp', '', '', '']);
    expect([form.kmOlder, form.kmLast, form.kmCurrent]).toEqual(['', '1510.5', '']);
    expect(form.sideTitle).toBe('');
  });

  it('removes blank gallery entries and sends missing sidebar and hero fields as empty strings', () => {
    const body = trainingFormToBody({ ...trainingToForm({}), gallery: ['', '/media/2.webp', ' ', ''], kmOlder: '1200', kmCurrent: '' }, new Date(2026, 0, 2));
    expect(body.gallery).toEqual(['/media/2.webp']);
    expect(body.heroImageUrl).toBe('');
    expect(body.sideImageUrl).toBe('');
    expect(body.sideTag1).toBe('');
    expect(body.yearlyMileage).toEqual([
      { year: 2024, km: 1200 },
      { year: 2025, km: null },
      { year: 2026, km: null },
    ]);
  });

  it('checks kilometres', () => {
    expect(parseKm('12,5')).toBe(12.5);
    expect(parseKm('')).toBeNull();
    expect(parseKm('-3')).toBeUndefined();
    expect(parseKm('lots')).toBeUndefined();
    expect(trainingFormErrors({ ...trainingToForm({}), kmLast: 'lots' })).toEqual({ kmLast: 'Yearly mileage must be a number of km, 0 or more.' });
    expect(trainingFormErrors({ ...trainingToForm({}), kmCurrent: '12,5', sideTag1: 'x'.repeat(41), heroImageUrl: 'javascript:alert(1)' })).toEqual({ sideTag1: 'At most 40 characters.', heroImageUrl: expect.any(String) });
    expect(trainingFormErrors({ ...trainingToForm({}), gallery: ['javascript:x', '', '', ''] })).toEqual({ gallery: expect.any(String) });
    expect(stepOfField('kmLast')).toBe(1);
    expect(fieldOfIssue('yearlyMileage.2.km')).toBe('kmCurrent');
    expect(fieldOfIssue('likes')).toBe('likes');
    expect(stepOfField('yearlyMileage2024')).toBe(1);
    expect(stepOfField('toughest')).toBe(2);
    expect(stepOfField('gallery')).toBe(3);
  });

  it('builds a prompt asking for 400–700 words and 3–5 h3 subheadings from the answers', () => {
    const prompt = buildTrainingPrompt({ ...trainingToForm({}), weeklyMileage: '40 miles', kmCurrent: '800', toughest: '6 × 1 km at 5K pace' }, 'Maya Thompson', new Date(2025, 5, 1));
    expect(prompt).toContain('Maya Thompson');
    expect(prompt).toContain('400 to 700 words');
    expect(prompt).toContain('3 to 5 subheadings, each as <h3>');
    expect(prompt).toContain('- Weekly mileage: 40 miles');
    expect(prompt).toContain('Kilometres in 2025 (so far): 800');
    expect(prompt).toContain('The toughest session:\n6 × 1 km at 5K pace');
    expect(prompt).not.toContain('Runs per week');
  });

  it('writes the prompt in French for a French admin, asking for a French article', () => {
    const prompt = buildTrainingPrompt({ ...trainingToForm({}), weeklyMileage: '40 miles', kmCurrent: '800', toughest: '6 × 1 km à allure 5 km' }, '', new Date(2025, 5, 1), 'fr');
    expect(prompt).toMatch(/^Tu aides un ou une athlète, qui court/);
    expect(prompt).toContain('dans un français simple');
    expect(prompt).toContain('- 400 à 700 mots.');
    expect(prompt).toContain('- Volume hebdomadaire : 40 miles');
    expect(prompt).toContain('- Kilomètres en 2025 (jusqu’ici) : 800');
    expect(prompt).toContain('La séance la plus dure :\n6 × 1 km à allure 5 km');
    expect(prompt).not.toContain('Weekly mileage');
  });

  it('counts the words of an article', () => {
    expect(countWords('<h3>Base</h3><p>Easy miles &amp; strides, every day.</p>')).toBe(6);
  });
});
