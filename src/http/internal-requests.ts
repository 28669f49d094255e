import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVER_OPTIONS } from './server-options';

// Requests the server makes to itself: the public API reads of a page's server render
// (page-render.ts), the home page's render at start (serve.ts). They are part of the request or
// the start that made them, not requests of their own, so they write no access line
// (conventions.ts); a server error among them is still logged.
//
// They travel over a private listener on the loopback interface, to the same request handler as
// the public server (the fast answers, then Fastify), on real sockets. Not through `app.inject`:
// its request and response objects are other classes than the HTTP server's, and once the process
// has answered a few of them every later request of any client cost 3–6 µs more (benchmarks.md,
// 2026-11-27). A request is internal when it arrives on that listener from one of the sockets the
// server itself opened to it; nothing a client sends, and no other connection to the port, can
// mark its request so.

/** An answer to an internal request. */
interface InternalAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer<ArrayBuffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's requests to itself (internal-requests.ts). */
    internalRequests: InternalRequests;
  }
}

/** Most connections the server keeps open to itself: a page's reads (twelve for `/`) run at once. */
const MAX_SOCKETS = 16;

/** The listener and its port. */
interface Channel {
  server: http.Server;
  port: number;
}

/** The address the listener is on, and the one the server's own sockets come from. */
const LOOPBACK = '127.0.0.1';

/** The local ports of the sockets the server opened to its own listener. */
const ownPorts = new Set<number>();
/** The internal listeners (one per app): requests on them may be internal. */
const listeners = new WeakSet<http.Server>();

/** True when the request was made by the server itself (see above). */
export function isInternalRequest(req: IncomingMessage): boolean {
  const socket = req.socket as Socket & { server?: http.Server };
  // The address too: another loopback address (127.0.0.2) may connect from the same port number.
  return socket.server !== undefined && listeners.has(socket.server) && ownPorts.has(socket.remotePort ?? -1) && socket.remoteAddress === LOOPBACK;
}

/** The server's requests to itself, answered by `target`'s request handler. Lazy: the listener opens on the first request. */
class InternalRequests {
  private channel: Promise<Channel> | undefined;
  private closed = false;
  private readonly agent: http.Agent;

  constructor(private readonly target: () => { emit(event: 'request', req: IncomingMessage, res: ServerResponse): boolean }) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
    const createConnection = this.agent.createConnection.bind(this.agent);
    // Each socket the server opens to itself is known by its local port while it is open.
    this.agent.createConnection = ((options: never, callback: never) => {
      const socket = createConnection(options, callback) as Socket;
      socket.once('connect', () => {
        const port = socket.localPort;
        if (port === undefined) return;
        ownPorts.add(port);
        socket.once('close', () => ownPorts.delete(port));
      });
      return socket;
    }) as typeof this.agent.createConnection;
  }

  /** GETs `path` as the server's own request, with the given headers (host, tenant, encoding…). */
  async get(path: string, headers: Record<string, string>): Promise<InternalAnswer> {
    const { port } = await this.open();
    try {
      return await this.send(port, path, headers);
    } catch (err) {
      // A kept connection the listener closed as it was reused: once more, on a new one.
      if ((err as { reused?: boolean }).reused) return this.send(port, path, headers);
      throw err;
    }
  }

  /** The loopback port the listener has, once open (a local process can find it too; tests do). */
  async port(): Promise<number | undefined> {
    return (await this.channel?.catch(() => undefined))?.port;
  }

  /** Closes the listener and the server's connections to it. */
  async close(): Promise<void> {
    this.closed = true;
    this.agent.destroy();
    const channel = await this.channel?.catch(() => undefined);
    if (!channel) return;
    channel.server.closeAllConnections();
    await new Promise<void>((resolve) => channel.server.close(() => resolve()));
  }

  private open(): Promise<Channel> {
    if (this.closed) return Promise.reject(new Error('The server is closing.'));
    this.channel ??= new Promise<Channel>((resolve, reject) => {
      const server = http.createServer(SERVER_OPTIONS, (req, res) => void this.target().emit('request', req, res));
      // Kept connections outlive the agent's idle ones, so a reused socket is rarely closed under a request.
      server.keepAliveTimeout = 60_000;
      listeners.add(server);
      // Neither the listener nor its kept connections keep the process alive (the server's own sockets, in use, do).
      server.on('connection', (socket: Socket) => socket.unref());
      server.once('error', reject);
      server.listen({ host: LOOPBACK, port: 0 }, () => {
        server.removeListener('error', reject);
        server.unref();
        const address = server.address();
        resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
      });
    });
    return this.channel;
  }

  private send(port: number, path: string, headers: Record<string, string>): Promise<InternalAnswer> {
    return new Promise<InternalAnswer>((resolve, reject) => {
      const req = http.request({ host: LOOPBACK, localAddress: LOOPBACK, port, path, method: 'GET', headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', (err) => reject(Object.assign(err, { reused: req.reusedSocket && (err as NodeJS.ErrnoException).code === 'ECONNRESET' })));
      req.end();
    });
  }
}

/** Gives the app its requests to itself, answered by its HTTP server's handler; closed with the app. */
export function installInternalRequests(app: FastifyInstance): void {
  const internal = new InternalRequests(() => app.server);
  app.decorate('internalRequests', internal);
  app.addHook('onClose', async () => internal.close());
}
