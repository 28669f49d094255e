import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the API: an unknown one is a JSON 404, never the React app. */
const API_PREFIXES = ['/content/', '/auth/', '/admin/media/', '/upload/', '/api/', '/media/', '/healthz'];

/** True when the path is an API path. */
export function isApiPath(url: string): boolean {
  const p = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => p === prefix.replace(/\/$/, '') || p.startsWith(prefix));
}

/** What the server writes into the page head for link previews and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  url?: string;
  tenantId: string;
  themeKey?: string;
}

/** Finds the page's meta for a request; features (settings) replace the default. */
export type PageMetaSource = (request: FastifyRequest) => Promise<PageMeta>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Writes the tenant's title, description and Open Graph / Twitter tags into the built index.html. */
export function renderIndex(template: string, meta: PageMeta): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    `<meta name="tenant-id" content="${escapeHtml(meta.tenantId)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    meta.url ? `<meta property="og:url" content="${escapeHtml(meta.url)}">` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${t}">`,
    `<meta name="twitter:description" content="${d}">`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const themed = meta.themeKey ? template.replace('<html lang="en">', `<html lang="en" data-theme="${escapeHtml(meta.themeKey)}">`) : template;
  return themed.replace(/<!--head-meta-->[\s\S]*?<!--\/head-meta-->/, tags);
}

/**
 * Serves the built UI: hashed assets with a one-year immutable cache, every other GET that is not
 * an API path answered with index.html (client routing), and a JSON 404 for unknown API paths.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string | null, metaOf: PageMetaSource): Promise<void> {
  const indexFile = publicDir ? path.join(publicDir, 'index.html') : null;
  const template = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (publicDir && template) {
    await app.register(fastifyStatic, {
      root: publicDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply.code(503).type('text/plain').send('The UI is not built: run `npm run build`.');
    }
    let meta: PageMeta;
    try {
      meta = await metaOf(request);
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 404) return reply.code(404).type('text/html').send('<!doctype html><title>Not found</title><p>Not found</p>');
      throw err;
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(renderIndex(template, meta));
  };

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) return sendIndex(request, reply);
    return reply.code(404).send({ error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
