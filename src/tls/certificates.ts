import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import * as acme from 'acme-client';
import { HOST_PATTERN, writeFileAtomic } from '../tenants/tenant-store';

// A lazy part (scripts/lazy-parts.ts): the ACME client and its HTTP and crypto stack are a file of
// their own in a build, loaded by `serve --https` only. Import this module with `await import()`.

/** Let's Encrypt's production directory: the default CA. */
export const LETS_ENCRYPT_DIRECTORY = 'https://acme-v02.api.letsencrypt.org/directory';

/** Where the CA is and who runs this install. */
export interface AcmeSettings {
  directoryUrl: string;
  /** A PEM file of extra CAs to trust for the ACME directory's own HTTPS (a test CA such as pebble). */
  caFile?: string;
  email?: string;
}

/** The log a certificate manager writes to (pino's calling convention). */
export interface TlsLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Loaded {
  context: tls.SecureContext;
  notAfter: number;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Gets, stores and renews one certificate per host name from an ACME CA with the HTTP-01
 * challenge, and hands TLS the right one for each SNI name. Everything lives under `dir`
 * (`data/tls/`): the account key and `certs/<host>/{key,cert}.pem`, each written atomically.
 * A host gets a certificate on its first TLS handshake (the handshake waits for it) or at the
 * next renewal pass, so a tenant added while running needs no restart; only hosts `isAllowed`
 * accepts (the tenants' registered names) are ever asked for.
 */
export class CertificateManager {
  /** HTTP-01 answers waiting for the CA: token → key authorization. */
  readonly challenges = new Map<string, string>();
  private loaded = new Map<string, Loaded>();
  private inFlight = new Map<string, Promise<void>>();
  private failedAt = new Map<string, number>();
  private client: acme.Client | undefined;

  constructor(
    private readonly dir: string,
    private readonly settings: AcmeSettings,
    private readonly isAllowed: (host: string) => boolean,
    private readonly log: TlsLog,
    private readonly options: { renewBeforeMs?: number; retryAfterFailureMs?: number } = {},
  ) {
    if (settings.caFile) {
      // acme-client talks to the CA through its own axios instance: trust the system roots plus the given CA.
      acme.axios.defaults.httpsAgent = new https.Agent({ ca: [...tls.rootCertificates, fs.readFileSync(settings.caFile, 'utf8')] });
    }
  }

  private certDir(host: string): string {
    return path.join(this.dir, 'certs', host);
  }

  /** The certificate stored for a host, loaded into a TLS context; undefined when there is none. */
  private load(host: string): Loaded | undefined {
    const hit = this.loaded.get(host);
    if (hit) return hit;
    try {
      const key = fs.readFileSync(path.join(this.certDir(host), 'key.pem'), 'utf8');
      const cert = fs.readFileSync(path.join(this.certDir(host), 'cert.pem'), 'utf8');
      const loaded = { context: tls.createSecureContext({ key, cert }), notAfter: Date.parse(new X509Certificate(cert).validTo) };
      this.loaded.set(host, loaded);
      return loaded;
    } catch {
      return undefined;
    }
  }

  private dueForRenewal(l: Loaded): boolean {
    return l.notAfter - Date.now() < (this.options.renewBeforeMs ?? 30 * DAY_MS);
  }

  /**
   * The TLS context for an SNI name: the stored certificate (renewed in the background when it
   * nears expiry), else a new one for an allowed host, else undefined (the handshake fails).
   */
  async contextFor(servername: string): Promise<tls.SecureContext | undefined> {
    const host = servername.toLowerCase();
    if (!HOST_PATTERN.test(host)) return undefined;
    const current = this.load(host);
    if (current && current.notAfter > Date.now()) {
      if (this.dueForRenewal(current)) void this.ensure(host).catch(() => undefined);
      return current.context;
    }
    if (!this.isAllowed(host)) return undefined;
    await this.ensure(host).catch(() => undefined);
    return this.load(host)?.context;
  }

  /** Gets a certificate for the host unless a valid one not due for renewal is stored; one request per host at a time. */
  ensure(host: string): Promise<void> {
    const current = this.load(host);
    if (current && !this.dueForRenewal(current)) return Promise.resolve();
    const failed = this.failedAt.get(host);
    // After a failure, wait before asking again: CAs rate-limit failed validations.
    if (failed !== undefined && Date.now() - failed < (this.options.retryAfterFailureMs ?? 10 * 60 * 1000)) {
      return Promise.reject(new Error(`The last certificate request for ${host} failed; retrying later.`));
    }
    let pending = this.inFlight.get(host);
    if (!pending) {
      pending = this.issue(host).finally(() => this.inFlight.delete(host));
      this.inFlight.set(host, pending);
    }
    return pending;
  }

  /** Checks every host: gets the missing certificates and renews the ones near expiry; failures are logged. */
  async renewAll(hosts: string[]): Promise<void> {
    for (const host of hosts) await this.ensure(host).catch(() => undefined);
  }

  private async acmeClient(): Promise<acme.Client> {
    if (this.client) return this.client;
    const keyFile = path.join(this.dir, 'account.key');
    let accountKey: string;
    try {
      accountKey = fs.readFileSync(keyFile, 'utf8');
    } catch {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      accountKey = (await acme.crypto.createPrivateEcdsaKey()).toString();
      writeFileAtomic(keyFile, accountKey);
    }
    this.client = new acme.Client({ directoryUrl: this.settings.directoryUrl, accountKey });
    return this.client;
  }

  private async issue(host: string): Promise<void> {
    const started = Date.now();
    try {
      const [key, csr] = await acme.crypto.createCsr({ commonName: host, altNames: [host] }, await acme.crypto.createPrivateEcdsaKey());
      const cert = await (await this.acmeClient()).auto({
        csr,
        email: this.settings.email,
        termsOfServiceAgreed: true,
        challengePriority: ['http-01'],
        // The CA checks the challenge itself; a self-check from here would need this machine to
        // reach its own public address, which many home routers do not allow.
        skipChallengeVerification: true,
        challengeCreateFn: async (_authz, challenge, keyAuthorization) => void this.challenges.set(challenge.token, keyAuthorization),
        challengeRemoveFn: async (_authz, challenge) => void this.challenges.delete(challenge.token),
      });
      const dir = this.certDir(host);
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      // The key first: a cert.pem is only ever beside its own key.
      writeFileAtomic(path.join(dir, 'key.pem'), key);
      writeFileAtomic(path.join(dir, 'cert.pem'), cert);
      this.loaded.delete(host);
      this.failedAt.delete(host);
      const notAfter = this.load(host)?.notAfter;
      this.log.info({ host, notAfter: notAfter ? new Date(notAfter).toISOString() : undefined, ms: Date.now() - started }, `certificate obtained for ${host}`);
    } catch (err) {
      this.failedAt.set(host, Date.now());
      this.log.error({ err, host }, `certificate request for ${host} failed: ${(err as Error).message}`);
      throw err;
    }
  }
}
