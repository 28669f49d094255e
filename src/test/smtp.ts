import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it: the envelope, the raw text and the parsed message. */
/** The test SMTP server's password: a word no page, stylesheet or log line holds by chance (tests check it appears nowhere). */
export const TEST_SMTP_PASSWORD = 'smtp-pw-7f3q9k';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/** A real SMTP server on loopback (the npm `smtp-server`), keeping what it receives; it can be stopped and started again on its port. */
export interface TestSmtp {
  port: number;
  /** `smtp://user:<TEST_SMTP_PASSWORD>@127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** Resolves when `n` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuses these recipients with a 550 (a mailbox that does not exist). */
  refuse(address: string): void;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts the test SMTP server on a free loopback port (plain SMTP with AUTH, no TLS). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters: Array<() => void> = [];
  const make = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
      logger: false,
      onAuth: (auth, _session, cb) => (auth.username === 'user' && auth.password === TEST_SMTP_PASSWORD ? cb(null, { user: 'user' }) : cb(new Error('Invalid username or password'))),
      onRcptTo: (address, _session, cb) => (refused.has(address.address.toLowerCase()) ? cb(Object.assign(new Error('No such mailbox'), { responseCode: 550 })) : cb()),
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
              for (const w of waiters.splice(0)) w();
              cb();
            },
            (err: Error) => cb(err),
          );
        });
      },
    });
  let server = make();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const smtp: TestSmtp = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://user:${TEST_SMTP_PASSWORD}@127.0.0.1:${port}`;
    },
    received,
    waitFor(n, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= n) {
            clearTimeout(timer);
            resolve(received);
          } else waiters.push(check);
        };
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${n} messages arrived`)), timeoutMs);
        check();
      });
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = make();
      await listen();
    },
  };
  return smtp;
}
