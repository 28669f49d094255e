import { describe, expect, it } from 'vitest';
import { inviteMailto } from './invite-mail';

describe('inviteMailto', () => {
  it('addresses the coach and carries the link, the athlete and the expiry, all encoded', () => {
    const href = inviteMailto({ coachName: 'Sam Ortiz', coachEmail: 'sam+xc@example.org', expiresAt: '' }, 'https://site.test/coach/invite/abc', 'Owen & Co', 'Dec 9, 2026');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('sam+xc@example.org');
    expect(url.searchParams.get('subject')).toBe('A few words about Owen & Co for their running website');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Hello Sam Ortiz,');
    expect(body).toContain('https://site.test/coach/invite/abc');
    expect(body).toContain('until Dec 9, 2026');
  });

  it('still reads when the athlete has no name yet', () => {
    const url = new URL(inviteMailto({ coachName: 'Sam', coachEmail: 's@example.org', expiresAt: '' }, 'https://x.test/i', '  ', 'soon'));
    expect(url.searchParams.get('subject')).toContain('our athlete');
  });
});
