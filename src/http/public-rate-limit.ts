import type { FastifyInstance } from 'fastify';

/** The route `config` of a rate-limited public write: `max` requests per client address per window. */
export interface PublicLimitConfig {
  rateLimit?: { max: number; timeWindow: string };
}

/**
 * Rate limits a public route per client address (@fastify/rate-limit is registered with
 * `global: false`, so only routes given this config are limited). Lifted when the bench-only
 * `rateLimits` setting is off.
 */
export function publicRateLimit(app: FastifyInstance, max: number, timeWindow = '1 minute'): PublicLimitConfig {
  return app.ctx.config.rateLimits ? { rateLimit: { max, timeWindow } } : {};
}
