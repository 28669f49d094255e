import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** A per-client-address limit for one public write route. */
export interface PublicWriteLimit {
  max: number;
  timeWindow: string;
}

/**
 * The route `config` that rate limits a public write per client address, answering 429 in the
 * app's error shape with Retry-After. Empty when the config lifts limits (benchmarks only).
 */
export function publicWriteLimit(app: FastifyInstance, limit: PublicWriteLimit): FastifyContextConfig {
  if (!app.ctx.config.rateLimits) return {};
  const rateLimit: RateLimitOptions = {
    max: limit.max,
    timeWindow: limit.timeWindow,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many requests. Please try again in ${context.after}.`),
  };
  return { rateLimit };
}
