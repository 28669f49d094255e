import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api';
import { failureText, isMissingRoute, issuesByField, schemaErrors } from './form-errors';

describe('server errors on forms', () => {
  const err = new ApiError(400, 'Name and logo are required.', 'validation_failed', [
    { path: 'name', message: 'Name and logo are required.' },
    { path: 'items.2.url', message: 'Please provide a valid http(s) URL.' },
    { path: 'name', message: 'second message for name' },
  ]);

  it('maps issues to their fields, first message first', () => {
    expect(issuesByField(err)).toEqual({ name: 'Name and logo are required.', 'items.2.url': 'Please provide a valid http(s) URL.' });
    expect(issuesByField(new Error('x'))).toEqual({});
  });

  it("puts the server message after the screen's own words", () => {
    expect(failureText('Save failed', err)).toBe('Save failed: Name and logo are required.');
    expect(failureText('Bulk failed', new ApiError(0, '', 'network_error'))).toBe('Bulk failed');
    expect(failureText('Rank update failed', new ApiError(500, 'Internal server error.'))).toBe('Rank update failed: Internal server error.');
    expect(failureText('Reorder failed.', new ApiError(404, 'Team member 9 not found.'))).toBe('Reorder failed. Team member 9 not found.');
    expect(failureText('No preview available for this URL.', new ApiError(422, 'No preview available for this URL.', 'no_preview'))).toBe('No preview available for this URL.');
    expect(failureText('Save failed', new ApiError(401, 'Missing or invalid admin token.', 'unauthorized'))).toBe('Save failed: Not signed in (admin token missing)');
  });

  it('tells a missing route from a missing item', () => {
    expect(isMissingRoute(new ApiError(404, 'No route for POST /x.', 'not_found'))).toBe(true);
    expect(isMissingRoute(new ApiError(404, 'Article not found.', 'press_not_found'))).toBe(false);
  });
});

describe('schemaErrors', () => {
  const Body = z.object({ title: z.string().trim().min(1, 'Title is required'), timeMs: z.number({ error: 'Bad time' }).int('Bad time') });
  it('names the form field of each issue, first message first, none for a valid body', () => {
    expect(schemaErrors(Body, { title: ' ', timeMs: Number.NaN }, { timeMs: 'time' })).toEqual({ title: 'Title is required', time: 'Bad time' });
    expect(schemaErrors(Body, { title: 'Race', timeMs: 1000 })).toEqual({});
  });
});
