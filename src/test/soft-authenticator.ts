import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** What the CBOR encoder takes. */
type CBORType = Parameters<typeof isoCBOR.encode>[0];

// A platform authenticator in software, for API tests of passkeys: it answers the options the
// server gives (navigator.credentials.create() and .get(), as @simplewebauthn/browser sends them)
// with an ES256 key of its own, attestation "none", user presence and verification set, and a
// signature counter. It keeps its passkeys like a phone does (discoverable: signing in needs no
// user name). The browser test uses Chromium's own virtual authenticator instead.

interface Credential {
  id: Buffer;
  key: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** The registration options the authenticator reads (PublicKeyCredentialCreationOptionsJSON). */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}

/** The sign-in options it reads (PublicKeyCredentialRequestOptionsJSON). */
export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** A software authenticator holding its own passkeys. */
export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** Makes a passkey for the options, as the browser would on `origin`; answers the RegistrationResponseJSON. */
  create(options: CreationOptions, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const id = randomBytes(32);
    const credIdLength = Buffer.alloc(2);
    credIdLength.writeUInt16BE(id.length);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), u32(0), Buffer.alloc(16), credIdLength, id, Buffer.from(cose)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    this.credentials.push({ id, key: privateKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * Signs in with the passkey it holds for the options' RP ID (the last one made, or `credential`),
   * as the browser would on `origin`; answers the AuthenticationResponseJSON.
   */
  get(options: RequestOptions, origin: string, credential?: Credential) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const cred = credential ?? this.credentials.findLast((c) => c.rpId === rpId);
    if (!cred) throw new Error(`no passkey for ${rpId}`);
    cred.counter += 1;
    // Flags: user present and verified. The RP ID hash is the one asked for (a browser would refuse a foreign one).
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), u32(cred.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), cred.key);
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: cred.userHandle },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}

/** The six-digit code an authenticator app shows for `secret` at `now` (RFC 6238: SHA-1, 30 seconds), as the tests type it. */
export function totpCodeAt(secret: string, now = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
}
