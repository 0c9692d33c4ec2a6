import type { Database } from '@tableside/api/db/schema';
import type { TLogger, TMailer } from '@tableside/api/deps';
import type { Kysely } from 'kysely';

/** What the Node host gets from pino, SMTP and node:crypto, made from what a browser has. */
export function createDemoLogger(): TLogger {
  const log =
    (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, fields?: Record<string, unknown>) =>
      console[level](`[demo api] ${message}`, fields ?? '');
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** Mail cannot leave the browser; the demo logs it (password-reset links can be read there). */
export function createDemoMailer(logger: TLogger): TMailer {
  return {
    transport: 'demo',
    async send(mail) {
      logger.info('mail not sent in demo mode', { ...mail });
    },
  };
}

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * As on the server (packages/server/src/secrets.ts): generated once and kept in the database. A
 * reset passes the running secret on, so the signed-in staff stays signed in.
 */
export async function resolveDemoJwtSecret(db: Kysely<Database>, keep?: string): Promise<string> {
  const stored = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', JWT_SECRET_KEY)
    .executeTakeFirst();
  if (stored) return stored.value;
  const value = keep ?? btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(48))));
  await db.insertInto('app_meta').values({ key: JWT_SECRET_KEY, value }).execute();
  return value;
}
