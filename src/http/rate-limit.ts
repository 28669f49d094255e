import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { PublicWriteKind } from '../config';
import { AppError } from './errors';

/** A fixed per-client-address limit, for the routes whose limit is not configurable. */
export interface PublicWriteLimit {
  max: number;
  timeWindow: string;
}

function configuredLimit(app: FastifyInstance, kind: PublicWriteKind): { max: number; timeWindow: number } {
  const { max, windowSeconds } = app.ctx.config.publicWriteLimits[kind];
  return { max, timeWindow: windowSeconds * 1000 };
}

/**
 * The route `config` that rate limits a public write per client address with the configured
 * limit of its kind (`publicWriteLimits` in the config) or a fixed one, answering 429 in the app's error shape
 * with Retry-After. Empty when the config lifts limits (benchmarks only).
 */
export function publicWriteLimit(app: FastifyInstance, limit: PublicWriteKind | PublicWriteLimit): FastifyContextConfig {
  if (!app.ctx.config.rateLimits) return {};
  const { max, timeWindow } = typeof limit === 'string' ? configuredLimit(app, limit) : limit;
  const rateLimit: RateLimitOptions = {
    max,
    timeWindow,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many requests. Please try again in ${context.after}.`),
  };
  return { rateLimit };
}
