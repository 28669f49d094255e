import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { SERVER_OPTIONS } from '../http/server-options';
import { HOST_PATTERN } from '../tenants/tenant-store';
import type { CertificateManager } from './certificates';

const CHALLENGE_PATH = /^\/\.well-known\/acme-challenge\/([A-Za-z0-9_-]{1,256})$/;

/** A Fastify server factory for HTTPS that picks each host's certificate by SNI from the manager. */
export function httpsServerFactory(certificates: CertificateManager): FastifyServerFactory {
  return (handler) =>
    https.createServer(
      {
        ...SERVER_OPTIONS,
        SNICallback: (servername, cb) => {
          certificates.contextFor(servername).then(
            (context) => (context ? cb(null, context) : cb(new Error(`No certificate for ${servername}`))),
            (err: Error) => cb(err),
          );
        },
      },
      handler,
    ) as unknown as http.Server; // Fastify types its factory for http.Server; an https.Server serves the same handler.
}

/** Adds Strict-Transport-Security to every answer: once a browser has seen HTTPS, it never downgrades. */
export function addHsts(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('strict-transport-security', 'max-age=31536000');
  });
}

/**
 * The plain HTTP server: answers the CA's HTTP-01 challenges and redirects everything else to
 * HTTPS on the same host (301 for GET and HEAD, 308 otherwise so a form post keeps its body).
 */
export function createRedirectServer(certificates: CertificateManager, httpsPort: number): http.Server {
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    const challenge = CHALLENGE_PATH.exec(url.split('?')[0] ?? '');
    if (challenge) {
      const answer = certificates.challenges.get(challenge[1]!);
      res.writeHead(answer ? 200 : 404, { 'content-type': 'text/plain' });
      res.end(answer ?? 'Unknown challenge.');
      return;
    }
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!HOST_PATTERN.test(host)) {
      res.writeHead(400, { 'content-type': 'text/plain', connection: 'close' });
      res.end('Use the site’s host name.');
      return;
    }
    const port = httpsPort === 443 ? '' : `:${httpsPort}`;
    const safePath = url.startsWith('/') ? url : '/';
    res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, { location: `https://${host}${port}${safePath}`, connection: 'close' });
    res.end();
  });
}
