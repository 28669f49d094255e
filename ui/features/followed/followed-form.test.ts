import { describe, expect, it } from 'vitest';
import { emptyFollowedForm, followedCreateBody, followedCreateErrors, followedEditBody, followedEditErrors, followedToEditForm, initials, parseUrlLines, FOLLOWED_MESSAGES } from './followed-form';

const athlete = { id: 4, name: 'Ava Lin', school: 'Ridge HS, CO', photos: ['/media/a.webp'], likeCount: 2, rank: 1, active: true, bio: 'Miler', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

describe('followed athlete create form', () => {
  it('requires a name and the current school', () => {
    expect(followedCreateErrors(emptyFollowedForm())).toEqual({ firstName: FOLLOWED_MESSAGES.required, schoolNow: FOLLOWED_MESSAGES.required });
    expect(followedCreateErrors({ ...emptyFollowedForm(), lastName: 'Lin', schoolNow: 'Ridge HS' })).toEqual({});
  });

  it('refuses image URLs that are not http(s), with the create wording', () => {
    const errors = followedCreateErrors({ ...emptyFollowedForm(), firstName: 'Ava', schoolNow: 'Ridge', photosRemote: 'https://example.com/a.jpg\nftp://example.com/b.jpg' });
    expect(errors).toEqual({ photosRemote: 'Please provide a valid http(s) URL.' });
    expect(parseUrlLines(' https://example.com/a.jpg \n\n\nhttp://example.org/b.png')).toEqual({ urls: ['https://example.com/a.jpg', 'http://example.org/b.png'], invalid: [] });
    expect(parseUrlLines('example.com/c.jpg\njavascript:alert(1)')).toEqual({ urls: ['https://example.com/c.jpg', 'javascript:alert(1)'], invalid: ['javascript:alert(1)'] });
  });

  it('builds the body: joined name and school, rank 0, empty optional fields omitted', () => {
    const body = followedCreateBody({ ...emptyFollowedForm(), firstName: ' Ava ', lastName: ' Lin ', schoolNow: 'Ridge HS', stateNow: 'CO', schoolPrev: 'Aspen MS', instagram: '@ava', photosRemote: 'https://example.com/a.jpg' });
    expect(body).toEqual({ name: 'Ava Lin', school: 'Ridge HS, CO', rank: 0, active: true, bio: 'Previously at Aspen MS', instagram: '@ava', photosRemote: ['https://example.com/a.jpg'] });
    expect(followedCreateBody({ ...emptyFollowedForm(), firstName: 'Ava', schoolNow: 'Ridge HS', schoolPrev: 'Aspen MS', statePrev: 'CO' }, [], 'fr').bio).toBe('Anciennement à Aspen MS, CO');
  });
});

describe('followed athlete edit dialog', () => {
  it('uses the edit wording and sends uploads as photosAdd', () => {
    const form = { ...followedToEditForm(athlete), otherUrl: 'javascript:alert(1)' };
    expect(followedEditErrors(form)).toEqual({ otherUrl: 'Provide a valid http(s) URL.' });
    // A link typed without https:// is fixed, not refused.
    expect(followedEditErrors({ ...form, otherUrl: 'example.com' })).toEqual({});
    const body = followedEditBody({ ...followedToEditForm(athlete), photosAdd: ['/media/new.webp'], bio: ' ' });
    expect(body).toMatchObject({ name: 'Ava Lin', school: 'Ridge HS, CO', photos: ['/media/a.webp'], photosAdd: ['/media/new.webp'], bio: null });
    expect(body).not.toHaveProperty('photosRemote');
  });

  it('gives initials for the placeholder', () => {
    expect(initials('ava  lin smith')).toBe('AL');
    expect(initials('')).toBe('');
  });
});
