// The part of autocannon's programmatic API the bench scripts use (it ships no types).
import { createRequire } from 'node:module';

export interface BenchRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests: Array<{ method?: string; setupRequest: (request: BenchRequest) => BenchRequest; onResponse?: (status: number, body: string) => void }>;
}
export interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;
