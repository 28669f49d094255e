import { describe, expect, it } from 'vitest';
import { PRESS_MESSAGES } from '../../../src/features/press/press.schema';
import { emptyPressForm, pressFormErrors, pressFormToBody, pressToForm } from './press-form';

const item = { id: 4, title: 'Regional win', url: 'https://example.com/a', source: 'Gazette', date: '2026-10-20', tag: 'Results', rank: 2, approved: false, createdAt: '', updatedAt: '' };

describe('press form', () => {
  it('round-trips an article, clearing blank fields on an edit and leaving them out of a create', () => {
    const form = pressToForm(item);
    expect(form).toMatchObject({ title: 'Regional win', excerpt: '', thumb_url: '', rank: '2', approved: false });
    expect(pressFormToBody(form, true)).toEqual({ title: 'Regional win', url: 'https://example.com/a', source: 'Gazette', date: '2026-10-20', excerpt: null, tag: 'Results', thumb_url: null, rank: 2, approved: false });
    expect(pressFormToBody({ ...emptyPressForm(), title: ' T ', url: 'https://x.org' }, false)).toEqual({ title: 'T', url: 'https://x.org', source: undefined, date: undefined, excerpt: undefined, tag: undefined, thumb_url: undefined, rank: 0, approved: true });
  });

  it("shows the press schema's messages; a link typed without https:// passes (the server fixes it)", () => {
    expect(pressFormErrors(emptyPressForm())).toMatchObject({ title: PRESS_MESSAGES.title, url: PRESS_MESSAGES.url });
    expect(pressFormErrors({ ...emptyPressForm(), title: 'T', url: 'example.com/news', thumb_url: 'javascript:alert(1)', date: '2026-02-30' })).toEqual({ thumb_url: PRESS_MESSAGES.thumb, date: PRESS_MESSAGES.date });
    expect(pressFormErrors({ ...emptyPressForm(), title: 'T', url: 'https://x.org', rank: '1.5' })).toEqual({ rank: 'Rank must be an integer.' });
  });
});
