import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's environment, parsed once at start (DESIGN.md section 7). A bad value stops the
 * start with a message naming every bad variable, instead of failing later in a confusing way.
 */

/** The repository root: this file sits at packages/server/src, the bundle at packages/server/dist. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type TLogLevel = (typeof LOG_LEVELS)[number];

export type TDatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

const PORT_MESSAGE = 'must be a number between 1 and 65535';
const DATABASE_URL_MESSAGE = 'must be a postgres:// or postgresql:// URL, a file: URL or a SQLite file path';

const ZPort = z
  .string()
  .regex(/^\d+$/, PORT_MESSAGE)
  .transform(Number)
  .refine((port) => port >= 1 && port <= 65535, PORT_MESSAGE);

const ZBoolean = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' }))
  .transform((value) => value === 'true' || value === '1');

const urlWithProtocol = (protocols: string[], message: string) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), message);

const ZEnv = z.object({
  PORT: ZPort.default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => toDatabaseTarget(value, '.') !== null, DATABASE_URL_MESSAGE)
    .optional(),
  WEB_DIR: z.string().optional(),
  ADMIN_EMAIL: z.email({ error: 'must be a valid email address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_SAMPLE_DATA: ZBoolean.default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: urlWithProtocol(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
  TRUST_PROXY: ZBoolean.default(false),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(0, 'must be 0 (off) or more')
    .max(24 * 365, 'must be at most a year of hours')
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(7),
});

export type TEnv = {
  port: number;
  host: string;
  dataDir: string;
  database: TDatabaseTarget;
  /** The built web app (packages/web/dist unless WEB_DIR says otherwise). */
  webDir: string;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  seedSampleData: boolean;
  logLevel: TLogLevel;
  smtpUrl: string | undefined;
  /** Sender of mails; the admin's address unless MAIL_FROM is set. */
  mailFrom: string;
  /** Base of links in mails, without a trailing slash. */
  publicUrl: string;
  /** Believe X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** The server's backup folder: named backups, automatic ones and those kept before a restore. */
  backupDir: string;
  /** Hours between automatic backups; 0 turns them off. */
  backupIntervalHours: number;
  /** Automatic backups kept; older ones are deleted. */
  backupKeep: number;
};

/**
 * Parses the environment or throws one error listing every bad variable, e.g.
 * "Invalid environment: PORT: must be a number between 1 and 65535".
 */
export function parseEnv(source: Record<string, string | undefined>): TEnv {
  // Blank values (`PORT=` in a .env file) count as unset, so the default applies.
  const present = Object.fromEntries(
    Object.keys(ZEnv.shape)
      .map((key) => [key, source[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const raw = parsed.data;
  // npm runs workspace scripts inside the package folder; relative paths mean where the user typed
  // the command (INIT_CWD), and the defaults live in the repository root.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const dataDir = raw.DATA_DIR ? resolve(baseDir, raw.DATA_DIR) : resolve(REPO_ROOT, 'data');
  const database = raw.DATABASE_URL
    ? toDatabaseTarget(raw.DATABASE_URL, baseDir)!
    : { dialect: 'sqlite' as const, file: resolve(dataDir, 'tableside.sqlite') };
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    database,
    webDir: raw.WEB_DIR ? resolve(baseDir, raw.WEB_DIR) : resolve(REPO_ROOT, 'packages/web/dist'),
    adminEmail: raw.ADMIN_EMAIL,
    adminPassword: raw.ADMIN_PASSWORD,
    jwtSecret: raw.JWT_SECRET,
    seedSampleData: raw.SEED_SAMPLE_DATA,
    logLevel: raw.LOG_LEVEL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? raw.ADMIN_EMAIL,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    trustProxy: raw.TRUST_PROXY,
    backupDir: resolve(dataDir, 'backups'),
    backupIntervalHours: raw.BACKUP_INTERVAL_HOURS,
    backupKeep: raw.BACKUP_KEEP,
  };
}

/** postgres:// and postgresql:// URLs go to PostgreSQL; file: URLs and plain paths name a SQLite file. */
function toDatabaseTarget(value: string, baseDir: string): TDatabaseTarget | null {
  if (/^postgres(ql)?:\/\//i.test(value))
    return URL.canParse(value) ? { dialect: 'postgres', url: value } : null;
  if (/^file:\/\//i.test(value)) {
    return URL.canParse(value) ? { dialect: 'sqlite', file: fileURLToPath(value) } : null;
  }
  const path = value.replace(/^file:/i, '');
  // Any other scheme (mysql://, http://) is a mistake, not a file name.
  if (path === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return null;
  return { dialect: 'sqlite', file: isAbsolute(path) ? path : resolve(baseDir, path) };
}
