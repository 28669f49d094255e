import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Two-factor codes (TOTP, RFC 6238) as every authenticator app makes them: SHA-1, six digits, a
// new code every 30 seconds. A code of the step before or after the current one is accepted too
// (a phone's clock a little off, a code typed as it changed); the step of an accepted code is
// kept, and a code of that step or an earlier one is refused (totp.repository.ts): no code works twice.

const PERIOD = 30;

/** A new shared secret: 160 random bits, base32 (what an authenticator app is given). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URL of a secret, the QR code's content: the app lists it as `issuer (label)`. */
export function otpauthUrlOf(secret: string, issuer: string, label: string): string {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step a six-digit code matches at `now` (the step before, the current one or the next), else undefined. */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

// 32 letters and digits that cannot be misread for one another (no l, o, 0, 1): 5 bits a character.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** How many recovery codes are made at a time. */
const RECOVERY_CODES = 10;

/** Ten new recovery codes, `xxxxx-xxxxx` (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed, in the form it is hashed in: lower case, without the dash or spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
