import type { TLogger } from '@tableside/api/deps';
import type { MiddlewareHandler } from 'hono';
import { type DestinationStream, pino } from 'pino';
import type { TLogLevel } from './env.ts';

/** JSON lines on stdout (one object per event), at the level LOG_LEVEL names. */
export function createLogger(level: TLogLevel, destination?: DestinationStream): TLogger {
  const base = pino(
    { level, base: { service: 'tableside' }, timestamp: pino.stdTimeFunctions.isoTime },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  // The API's logger takes (message, fields); pino takes (fields, message).
  return {
    debug: (message, fields) => base.debug(fields ?? {}, message),
    info: (message, fields) => base.info(fields ?? {}, message),
    warn: (message, fields) => base.warn(fields ?? {}, message),
    error: (message, fields) => base.error(fields ?? {}, message),
  };
}

/** One line per request: method, path, status and duration. Hashed assets are skipped as noise. */
export function requestLogger(logger: TLogger): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/assets/')) return next();
    const started = performance.now();
    await next();
    logRequest(logger, { method: c.req.method, path: c.req.path, status: c.res.status }, started);
  };
}

/** The request's line, `started` being its performance.now() on arrival. */
export function logRequest(
  logger: TLogger,
  request: { method: string; path: string; status: number },
  started: number,
): void {
  const ms = Math.round((performance.now() - started) * 10) / 10;
  logger.info('request', { ...request, ms });
}
