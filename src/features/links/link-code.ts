import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findLinkByCode } from './links.repository';

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand
// (no 0/o, 1/l/i): a code may be typed from a printed card.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 7;

/** A random code, e.g. `k7m2qxa`: 31^7 (27 billion) possibilities, so guessing another program's is hopeless. */
function randomLinkCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A random code no link of the tenant uses yet. */
export async function freeLinkCode(db: Kysely<DB>): Promise<string> {
  for (;;) {
    const code = randomLinkCode();
    if (!(await findLinkByCode(db, code))) return code;
  }
}
