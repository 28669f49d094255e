import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { PublicWriteKind } from '../config';
import { say, type Message } from '../shared/api-messages';
import { AppError } from './errors';
import { HTTP } from './http-messages';

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
      new AppError(429, 'rate_limited', say(HTTP.code.rateLimited, { after: waitOf(context.after) })),
  };
  return { rateLimit };
}

const UNITS: Record<string, [Message['code'], Message['code']]> = {
  second: [HTTP.code.second, HTTP.code.seconds],
  minute: [HTTP.code.minute, HTTP.code.minutes],
  hour: [HTTP.code.hour, HTTP.code.hours],
  day: [HTTP.code.day, HTTP.code.days],
};

/** The wait @fastify/rate-limit writes in English ("30 seconds", "1 minute") as a message said in the answer's language; another form as it is. */
function waitOf(after: string): Message | string {
  const m = /^(\d+) (second|minute|hour|day)s?$/.exec(after);
  const unit = m && UNITS[m[2]!];
  if (!m || !unit) return after;
  const n = Number(m[1]);
  return n === 1 ? say(unit[0]) : say(unit[1], { n });
}
