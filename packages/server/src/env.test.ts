import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CWD = '/srv/tableside';

/** Parses as if the command was typed in CWD. */
const parse = (vars: Record<string, string>) => parseEnv({ INIT_CWD: CWD, ...vars });

function problemsOf(vars: Record<string, string>): string {
  try {
    parse(vars);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the environment to be rejected');
}

describe('parseEnv', () => {
  it('applies the defaults of DESIGN.md section 7', () => {
    const env = parse({});
    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(REPO_ROOT, 'data'),
      database: { dialect: 'sqlite', file: resolve(REPO_ROOT, 'data/tableside.sqlite') },
      webDir: resolve(REPO_ROOT, 'packages/web/dist'),
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      jwtSecret: undefined,
      seedSampleData: true,
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'admin@example.com',
      publicUrl: 'http://localhost:8080',
      backupDir: resolve(REPO_ROOT, 'data/backups'),
      backupIntervalHours: 24,
      backupKeep: 7,
    });
  });

  it('reads the backup schedule and refuses a bad one', () => {
    expect(parse({ DATA_DIR: 'state', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30' })).toMatchObject({
      backupDir: resolve(CWD, 'state/backups'),
      backupIntervalHours: 6,
      backupKeep: 30,
    });
    expect(parse({ BACKUP_INTERVAL_HOURS: '0' }).backupIntervalHours).toBe(0);
    expect(problemsOf({ BACKUP_INTERVAL_HOURS: 'daily', BACKUP_KEEP: '0' })).toBe(
      'Invalid environment: BACKUP_INTERVAL_HOURS: must be a number of hours; BACKUP_KEEP: must be at least 1',
    );
  });

  it('reads every variable', () => {
    const env = parse({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: 'var',
      ADMIN_EMAIL: 'owner@cafe.test',
      ADMIN_PASSWORD: 'secret1',
      JWT_SECRET: 'x'.repeat(32),
      SEED_SAMPLE_DATA: 'FALSE',
      LOG_LEVEL: 'debug',
      SMTP_URL: 'smtps://user:pass@mail.cafe.test:465',
      PUBLIC_URL: 'https://cafe.test/',
      WEB_DIR: '/opt/web',
    });
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: `${CWD}/var`,
      database: { dialect: 'sqlite', file: `${CWD}/var/tableside.sqlite` },
      webDir: '/opt/web',
      adminEmail: 'owner@cafe.test',
      adminPassword: 'secret1',
      jwtSecret: 'x'.repeat(32),
      seedSampleData: false,
      logLevel: 'debug',
      smtpUrl: 'smtps://user:pass@mail.cafe.test:465',
      mailFrom: 'owner@cafe.test',
      publicUrl: 'https://cafe.test',
    });
  });

  it('treats blank values as unset', () => {
    expect(parse({ PORT: '', SEED_SAMPLE_DATA: ' ', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 8080,
      seedSampleData: true,
      adminPassword: undefined,
    });
  });

  it.each([
    ['1', true],
    ['0', false],
    ['true', true],
    ['False', false],
  ])('reads SEED_SAMPLE_DATA=%s as %s', (value, expected) => {
    expect(parse({ SEED_SAMPLE_DATA: value }).seedSampleData).toBe(expected);
  });

  describe('DATABASE_URL', () => {
    it.each(['postgres://app:pw@db:5432/tableside', 'postgresql://db/tableside?sslmode=require'])(
      'sends %s to PostgreSQL',
      (url) => {
        expect(parse({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url });
      },
    );

    it.each([
      ['/var/lib/tableside/db.sqlite', '/var/lib/tableside/db.sqlite'],
      ['db/cafe.sqlite', `${CWD}/db/cafe.sqlite`],
      ['file:///var/lib/cafe.sqlite', '/var/lib/cafe.sqlite'],
      ['file:cafe.sqlite', `${CWD}/cafe.sqlite`],
    ])('opens %s as the SQLite file %s', (url, file) => {
      expect(parse({ DATABASE_URL: url }).database).toEqual({ dialect: 'sqlite', file });
    });

    it('ignores DATA_DIR for the database file once DATABASE_URL names one', () => {
      const env = parse({ DATA_DIR: '/data', DATABASE_URL: '/elsewhere/db.sqlite' });
      expect(env.database).toEqual({ dialect: 'sqlite', file: '/elsewhere/db.sqlite' });
      expect(env.dataDir).toBe('/data');
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a number between 1 and 65535'],
    ['PORT', '0', 'PORT: must be a number between 1 and 65535'],
    ['PORT', '65536', 'PORT: must be a number between 1 and 65535'],
    ['PORT', '80.5', 'PORT: must be a number between 1 and 65535'],
    [
      'DATABASE_URL',
      'mysql://db/cafe',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL, a file: URL',
    ],
    ['ADMIN_EMAIL', 'admin', 'ADMIN_EMAIL: must be a valid email address'],
    ['ADMIN_PASSWORD', '12345', 'ADMIN_PASSWORD: must be at least 6 characters'],
    ['JWT_SECRET', 'short', 'JWT_SECRET: must be at least 32 characters'],
    ['SEED_SAMPLE_DATA', 'yes please', 'SEED_SAMPLE_DATA: must be true, false, 1 or 0'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    ['SMTP_URL', 'mail.cafe.test', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'http://mail.cafe.test', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['PUBLIC_URL', 'cafe.test', 'PUBLIC_URL: must be an http:// or https:// URL'],
  ])('rejects %s=%s', (name, value, message) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toMatch(/^Invalid environment: /);
    expect(problems).toContain(message);
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', ADMIN_EMAIL: 'nobody' })).toBe(
      'Invalid environment: PORT: must be a number between 1 and 65535; ' +
        'ADMIN_EMAIL: must be a valid email address; ' +
        'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });
});
