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

  it('is written in French for a French admin', () => {
    const url = new URL(inviteMailto({ coachName: 'Sam Ortiz', coachEmail: 'sam@example.org', expiresAt: '' }, 'https://site.test/coach/invite/abc', '', '9 déc. 2026', 'fr'));
    expect(url.searchParams.get('subject')).toBe('Quelques mots sur notre athlète pour son site de course à pied');
    const body = url.searchParams.get('body')!;
    expect(body).toMatch(/^Bonjour Sam Ortiz,\n/);
    expect(body).toContain('https://site.test/coach/invite/abc');
    expect(body).toContain('jusqu’au 9 déc. 2026');
    expect(body).toMatch(/Merci !$/);
  });

  it('still reads when the athlete has no name yet', () => {
    const url = new URL(inviteMailto({ coachName: 'Sam', coachEmail: 's@example.org', expiresAt: '' }, 'https://x.test/i', '  ', 'soon'));
    expect(url.searchParams.get('subject')).toContain('our athlete');
  });
});
