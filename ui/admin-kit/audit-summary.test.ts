import { describe, expect, it } from 'vitest';
import { summaryOf } from './audit-summary';

describe('an audit entry’s summary', () => {
  it('says how a sign-in went in the UI’s language, the longest match first, and keeps the device and network', () => {
    expect(summaryOf({ kind: 'sign-in', summary: 'Signed in with the password · Chrome on Linux · 127.0.0.0/24' }, 'fr')).toBe('Connexion avec le mot de passe · Chrome on Linux · 127.0.0.0/24');
    expect(summaryOf({ kind: 'sign-in', summary: 'Signed in with the password and a two-factor code · Safari on iPhone' }, 'fr')).toBe('Connexion avec le mot de passe et un code à deux facteurs · Safari on iPhone');
    expect(summaryOf({ kind: 'sign-in', summary: 'Signed in with a passkey · Chrome on Linux' }, 'en')).toBe('Signed in with a passkey · Chrome on Linux');
  });

  it('leaves any other entry as recorded', () => {
    expect(summaryOf({ kind: 'update', summary: 'Update a race · County 5K' }, 'fr')).toBe('Update a race · County 5K');
  });
});
