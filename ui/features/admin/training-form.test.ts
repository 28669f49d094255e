import { describe, expect, it } from 'vitest';
import { buildTrainingPrompt, countWords, parseKm, stepOfField, trainingFormErrors, trainingFormToBody, trainingToForm } from './training-form';

describe('training profile wizard', () => {
  it('pads the gallery to 4 slots and shows km as text', () => {
    const form = trainingToForm({ gallery: ['/media/1.webp'], yearlyMileage2024: 1510.5, yearlyMileage2025: null });
    expect(form.gallery).toEqual(['/media/1.webp', '', '', '']);
    expect(form.km2024).toBe('1510.5');
    expect(form.km2025).toBe('');
    expect(form.sideTitle).toBe('');
  });

  it('removes blank gallery entries and sends missing sidebar and hero fields as empty strings', () => {
    const body = trainingFormToBody({ ...trainingToForm({}), gallery: ['', '/media/2.webp', ' ', ''], km2023: '1 200'.replace(' ', ''), km2025: '' });
    expect(body.gallery).toEqual(['/media/2.webp']);
    expect(body.heroImageUrl).toBe('');
    expect(body.sideImageUrl).toBe('');
    expect(body.sideTag1).toBe('');
    expect(body.yearlyMileage2023).toBe(1200);
    expect(body.yearlyMileage2025).toBeNull();
  });

  it('checks kilometres', () => {
    expect(parseKm('12,5')).toBe(12.5);
    expect(parseKm('')).toBeNull();
    expect(parseKm('-3')).toBeUndefined();
    expect(parseKm('lots')).toBeUndefined();
    expect(trainingFormErrors({ ...trainingToForm({}), km2024: 'lots' })).toEqual({ km2024: 'Yearly mileage must be a number of km, 0 or more.' });
    expect(stepOfField('km2024')).toBe(1);
    expect(stepOfField('yearlyMileage2024')).toBe(1);
    expect(stepOfField('toughest')).toBe(2);
    expect(stepOfField('gallery')).toBe(3);
  });

  it('builds a prompt asking for 400–700 words and 3–5 h3 subheadings from the answers', () => {
    const prompt = buildTrainingPrompt({ ...trainingToForm({}), weeklyMileage: '40 miles', km2025: '800', toughest: '6 × 1 km at 5K pace' }, 'Maya Thompson');
    expect(prompt).toContain('Maya Thompson');
    expect(prompt).toContain('400 to 700 words');
    expect(prompt).toContain('3 to 5 subheadings, each as <h3>');
    expect(prompt).toContain('- Weekly mileage: 40 miles');
    expect(prompt).toContain('Kilometres in 2025 (so far): 800');
    expect(prompt).toContain('The toughest session:\n6 × 1 km at 5K pace');
    expect(prompt).not.toContain('Runs per week');
  });

  it('counts the words of an article', () => {
    expect(countWords('<h3>Base</h3><p>Easy miles &amp; strides, every day.</p>')).toBe(6);
  });
});
