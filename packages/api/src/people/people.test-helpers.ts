import type { TAuditEntry } from '@tableside/shared/audit.schemas';
import type { TSession } from '@tableside/shared/auth.schemas';
import type { TRoleName } from '@tableside/shared/permissions';
import { expect } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

/**
 * The seeded database the people tests share: the product's roles and claims, the first admin
 * (owner@example.com, id 1) and one signed-in user per kind of caller.
 */
export type THeaders = { Authorization: string };
export type TActor = { id: number; headers: THeaders };

export type TPeopleContext = {
  ctx: TTestContext;
  /** A second OWNER beside the seeded admin, so the last-owner rule stays out of the way. */
  owner: TActor;
  manager: TActor;
  waiter: TActor;
  kitchen: TActor;
  /** admin.access and users.read only: may look, may not change. */
  reader: TActor;
  roleIds: Record<TRoleName, number>;
  call(method: string, path: string, as?: TActor | null, body?: unknown): Promise<Response>;
  claimId(name: string): Promise<number>;
  /** Audit entries and the rows of users, roles, claims and the four link tables. */
  counts(): Promise<Record<TCountedTable, number>>;
  /** The newest audit entries, newest first, read through GET /audit-log as the owner. */
  latestAudit(size?: number): Promise<TAuditEntry[]>;
  /** Signs in through POST /auth/login (each from its own address, so rate limits stay quiet). */
  login(email: string, password?: string): Promise<Response>;
};

export const SEEDED_ADMIN_ID = 1;
export const SEEDED_ADMIN_EMAIL = 'owner@example.com';
export const PASSWORD = 'secret-password';

const COUNTED_TABLES = [
  'audit_log',
  'users',
  'roles',
  'claims',
  'user_roles',
  'user_claims',
  'role_claims',
  'role_hierarchies',
  'password_reset_tokens',
] as const;

type TCountedTable = (typeof COUNTED_TABLES)[number];

let loginAddress = 0;

export async function createPeopleContext(options: { now?: string } = {}): Promise<TPeopleContext> {
  const ctx = await createTestContext({ now: options.now });
  await seedForTests(ctx);
  const roles = await ctx.db.selectFrom('roles').select(['id', 'name']).execute();
  const roleIds = Object.fromEntries(roles.map((role) => [role.name, role.id])) as Record<TRoleName, number>;
  const actor = async (user: Parameters<typeof createSignedInUser>[1]) => {
    const { id, headers } = await createSignedInUser(ctx.deps, user);
    return { id, headers };
  };
  const owner = await actor({ roles: ['OWNER'], name: 'Olivia Owner' });
  const call: TPeopleContext['call'] = (method, path, as, body) =>
    request(ctx.app, method, path, { headers: as?.headers, body });
  return {
    ctx,
    owner,
    manager: await actor({ roles: ['MANAGER'], name: 'Max Manager' }),
    waiter: await actor({ roles: ['WAITER'], name: 'Wanda Waiter' }),
    kitchen: await actor({ roles: ['KITCHEN'], name: 'Kai Kitchen' }),
    reader: await actor({ permissions: ['admin.access', 'users.read'], name: 'Rita Reader' }),
    roleIds,
    call,
    async claimId(name) {
      const claim = await ctx.db
        .selectFrom('claims')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return claim.id;
    },
    async counts() {
      const entries = await Promise.all(
        COUNTED_TABLES.map(async (table) => {
          const row = await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.n)] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<TCountedTable, number>;
    },
    async latestAudit(size = 5) {
      const res = await call('GET', `/audit-log?size=${size}`, owner);
      expect(res.status).toBe(200);
      return (await json<TAuditEntry[]>(res)).data;
    },
    login(email, password = PASSWORD) {
      loginAddress += 1;
      return request(ctx.app, 'POST', '/auth/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': `10.0.0.${loginAddress % 250}` },
      });
    },
  };
}

/** The answer's status, and for errors its message (and code when given). */
export async function expectError(
  res: Response,
  status: number,
  message?: string | RegExp,
  code?: string,
): Promise<void> {
  const body = await json(res);
  expect(res.status, body.message).toBe(status);
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  if (code) expect(body.code).toBe(code);
}

/** The data of a successful answer, failing with the server's message otherwise. */
export async function dataOf<T>(res: Response, status = 200): Promise<T> {
  const body = await json<T>(res);
  expect(res.status, body.message).toBe(status);
  return body.data;
}

/** The session of a successful sign-in. */
export async function sessionOf(res: Response): Promise<TSession> {
  return dataOf<TSession>(res);
}

/** The token of the newest password link mailed to `to`. */
export function mailedToken(ctx: TTestContext, to: string): { token: string; text: string } {
  const mail = ctx.mailer.sent.filter((sent) => sent.to === to).at(-1);
  const token = mail?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!mail || !token) throw new Error(`No password link mailed to ${to}`);
  return { token, text: mail.text };
}

/** Answers carry no secret: no password or token hash, no token field. */
export function expectNoSecrets(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(/password_hash|token_hash|refresh_token|access_token|"token"/);
}
