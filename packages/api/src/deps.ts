import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { TEventBus } from './events/event-bus.ts';
import type { TRateLimiter } from './http/rate-limiter.ts';

/**
 * Everything platform-specific the API needs, injected by its host (Node server, browser demo,
 * tests). The API itself never imports `node:*` (DESIGN.md section 1).
 */
export type TClock = { now(): Date };

export type THasher = {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
};

export type TMail = { to: string; subject: string; text: string };
export type TMailer = { send(mail: TMail): Promise<void> };

export type TLogFields = Record<string, unknown>;
export type TLogger = {
  debug(message: string, fields?: TLogFields): void;
  info(message: string, fields?: TLogFields): void;
  warn(message: string, fields?: TLogFields): void;
  error(message: string, fields?: TLogFields): void;
};

export type TApiDeps = {
  db: Kysely<Database>;
  clock: TClock;
  hasher: THasher;
  mailer: TMailer;
  logger: TLogger;
  events: TEventBus;
  jwtSecret: string;
  /** Limits sign-in and public submissions; one per host process. */
  rateLimiter: TRateLimiter;
  /** Product version reported by /api/health. */
  version: string;
  /** Cookies get the Secure flag when the host serves HTTPS. */
  secureCookies: boolean;
};

export const systemClock: TClock = { now: () => new Date() };

export const silentLogger: TLogger = { debug() {}, info() {}, warn() {}, error() {} };
