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

/** A file sent with a mail (a scheduled report, decision 0033). */
export type TMailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type TMail = { to: string; subject: string; text: string; attachments?: TMailAttachment[] };
/**
 * Where `send` puts a mail: an SMTP server ('smtp'), the server log because SMTP_URL is not set
 * ('log'), or nowhere in demo mode ('demo'). Screens that send a mail on request say which (issue 41);
 * a mailer that does not say is taken for a real transport.
 */
export type TMailTransport = 'smtp' | 'log' | 'demo';
export type TMailer = { send(mail: TMail): Promise<void>; transport?: TMailTransport };

export type TLogFields = Record<string, unknown>;
export type TLogger = {
  debug(message: string, fields?: TLogFields): void;
  info(message: string, fields?: TLogFields): void;
  warn(message: string, fields?: TLogFields): void;
  error(message: string, fields?: TLogFields): void;
};

/** A SQLite database opened from backup file bytes (or created empty), private to one backup or restore. */
export type TSqliteFile = {
  // biome-ignore lint/suspicious/noExplicitAny: a backup file's tables are only known once it is read
  db: Kysely<any>;
  /** The database as file bytes. */
  export(): Promise<Uint8Array>;
  close(): Promise<void>;
};

/** The content codings a host can compress a prepared response in, best first (RFC 9110 8.4.1). */
export type TContentCoding = 'br' | 'gzip';

/**
 * Compresses a response body once so that it can be answered many times (the public menu). The
 * host does it off the event loop (node:zlib's thread pool); the browser demo and the tests send
 * nothing over a network and go without.
 */
export type TCompressor = {
  codings: readonly TContentCoding[];
  compress(body: Uint8Array, coding: TContentCoding): Promise<Uint8Array<ArrayBuffer>>;
};

/** A server backup in the backup folder (DESIGN.md section 8). */
export type TStoredBackup = { name: string; size: number; modified_at: string };

/** The backup folder: named `.sqlite` files; names are checked before they get here. */
export type TBackupStore = {
  list(): Promise<TStoredBackup[]>;
  read(name: string): Promise<Uint8Array | null>;
  write(name: string, bytes: Uint8Array): Promise<void>;
  remove(name: string): Promise<boolean>;
};

/** What backup and restore need from the host (database/database.service.ts). */
export type TBackupHost = {
  /** Opens SQLite file bytes as a private in-memory database, or an empty one; throws for other bytes. */
  openSqlite(bytes?: Uint8Array): Promise<TSqliteFile>;
  /**
   * The live SQLite database as file bytes, taken by SQLite's own online backup while requests go
   * on. Absent where the API copies the tables from one snapshot itself (PostgreSQL).
   */
  snapshot?: () => Promise<Uint8Array>;
  store: TBackupStore;
};

export type TApiDeps = {
  db: Kysely<Database>;
  clock: TClock;
  hasher: THasher;
  mailer: TMailer;
  logger: TLogger;
  events: TEventBus;
  jwtSecret: string;
  /** Limits sign-in and public submissions; one per host process, counting in PostgreSQL where there is one (decision 0023). */
  rateLimiter: TRateLimiter;
  /** Product version reported by /api/health. */
  version: string;
  /** Cookies get the Secure flag when the host serves HTTPS. */
  secureCookies: boolean;
  /** The address the host is reached at (PUBLIC_URL), whose pages may write (http/origin-check.ts). */
  publicUrl?: string;
  backups: TBackupHost;
  /** Absent: prepared responses are answered uncompressed. */
  compressor?: TCompressor;
};

export const systemClock: TClock = { now: () => new Date() };

export const silentLogger: TLogger = { debug() {}, info() {}, warn() {}, error() {} };
