import type { FastifyRequest, preValidationHookHandler } from 'fastify';

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible
 * characters that make a text read differently from what it says (U+202E shows "txt.exe" as
 * "exe.txt"). Marks (U+200E, U+200F) and joiners stay: right-to-left text and emoji need them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** A field whose value is a secret, compared as typed: never changed. */
const SECRET_FIELD = /password$/i;

/** The value with the bidirectional controls removed from every string in it, at any depth (a JSON body); a password field is left as it is. */
export function stripBidiControls(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(BIDI_CONTROLS, '');
  if (Array.isArray(value)) return value.map(stripBidiControls);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? v : stripBidiControls(v)]));
  }
  return value;
}

/**
 * Cleans a JSON body of its bidirectional controls before the route's schema reads it: every text
 * an admin writes (adminOnly registers it on every admin route) and a coach's note sent through an
 * invite. Cheers and contact messages clean their own texts in their schemas.
 */
export const withoutBidiControls: preValidationHookHandler = (request: FastifyRequest, _reply, done) => {
  if (request.body !== undefined && request.body !== null && typeof request.body === 'object') request.body = stripBidiControls(request.body);
  done();
};
