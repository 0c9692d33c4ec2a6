import { AppError } from '@tableside/shared/errors';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { changeAccess } from './access-change.ts';
import type { TChangeTargets } from './access-rules.ts';
import {
  deleteLink,
  findClaim,
  findLink,
  findRole,
  findSameLink,
  findUser,
  insertLink,
  LINK_TABLES,
  listLinks,
  type TLinkRow,
  type TLinkTable,
  updateLink,
} from './people.repository.ts';

type TDb = Kysely<Database>;

/**
 * The four link resources of spec admin 7 (/user-roles, /user-claims, /role-claims,
 * /role-hierarchies) share one service: each joins two rows, must point at rows that exist, may
 * not join the same two twice, and changes access through changeAccess like every other write.
 */
type TLinkKind = {
  table: TLinkTable;
  /** What one link is called in messages, and in audit actions ('user_role.created'). */
  noun: string;
  action: string;
  /** The rows a change of this link touches directly (they may not hold more than the actor). */
  targets: (values: readonly [number, number]) => TChangeTargets;
};

export const LINK_KINDS = {
  userRoles: {
    table: 'user_roles',
    noun: 'user role',
    action: 'user_role',
    targets: ([user]) => ({ userIds: [user] }),
  },
  userClaims: {
    table: 'user_claims',
    noun: 'user permission',
    action: 'user_claim',
    targets: ([user]) => ({ userIds: [user] }),
  },
  roleClaims: {
    table: 'role_claims',
    noun: 'role permission',
    action: 'role_claim',
    targets: ([role]) => ({ roleIds: [role] }),
  },
  roleHierarchies: {
    table: 'role_hierarchies',
    noun: 'role hierarchy',
    action: 'role_hierarchy',
    targets: ([parent]) => ({ roleIds: [parent] }),
  },
} satisfies Record<string, TLinkKind>;

const FINDERS: Record<string, (db: TDb, id: number) => Promise<unknown>> = {
  user_id: findUser,
  role_id: findRole,
  claim_id: findClaim,
  parent_role_id: findRole,
  child_role_id: findRole,
};

function valuesOf(kind: TLinkKind, row: Record<string, unknown>): [number, number] {
  const [a, b] = LINK_TABLES[kind.table];
  return [Number(row[a]), Number(row[b])];
}

async function requireLink(db: TDb, kind: TLinkKind, id: number): Promise<TLinkRow> {
  const link = await findLink(db, kind.table, id);
  if (!link) throw AppError.notFound(capitalised(kind.noun), id);
  return link;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Both ends exist, differ (a role cannot contain itself) and are not joined already. */
async function checkLink(db: TDb, kind: TLinkKind, values: [number, number], exceptId: number | null) {
  const columns = LINK_TABLES[kind.table];
  for (const [index, column] of columns.entries()) {
    const find = FINDERS[column]!;
    if (!(await find(db, values[index]!))) {
      throw AppError.validation({
        [column]: [`${column.replace(/_id$/, '').replace('_', ' ')} ${values[index]} not found`],
      });
    }
  }
  if (kind.table === 'role_hierarchies' && values[0] === values[1]) {
    throw AppError.validation(
      { child_role_id: ['A role cannot contain itself'] },
      'A role cannot contain itself',
    );
  }
  if (await findSameLink(db, kind.table, values, exceptId)) {
    throw new AppError('CONFLICT', `This ${kind.noun} already exists`);
  }
}

/**
 * `include` names ends to embed by their column without `_id` (`include=user,role` on /user-roles
 * adds `user: {id, name, email}` and `role: {id, name}`); any other name is a 400.
 */
export async function listLinkRows(
  deps: TApiDeps,
  kind: TLinkKind,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TLinkRow>> {
  const columns = LINK_TABLES[kind.table];
  const offered = columns.map((column) => column.replace(/_id$/, ''));
  const raw = query.include;
  const names = typeof raw === 'string' && raw !== '' ? raw.split(',').map((name) => name.trim()) : [];
  if ((raw !== undefined && typeof raw !== 'string') || names.some((name) => !offered.includes(name))) {
    throw AppError.validation({ include: [`Expected a comma-separated list of ${offered.join(', ')}`] });
  }
  const result = await listLinks(deps.db, kind.table, query);
  if (names.length === 0) return result;
  const embed = async (row: TLinkRow): Promise<TLinkRow> => {
    const extra: Record<string, unknown> = {};
    for (const [index, column] of columns.entries()) {
      const name = offered[index]!;
      if (!names.includes(name)) continue;
      const found = (await FINDERS[column]!(deps.db, Number(row[column]))) as
        | { id: number; name: string; email?: string }
        | undefined;
      extra[name] = found
        ? { id: found.id, name: found.name, ...(found.email === undefined ? {} : { email: found.email }) }
        : null;
    }
    return { ...row, ...extra } as TLinkRow;
  };
  if (Array.isArray(result)) return Promise.all(result.map(embed));
  return { ...result, content: await Promise.all(result.content.map(embed)) };
}

export function getLink(deps: TApiDeps, kind: TLinkKind, id: number): Promise<TLinkRow> {
  return requireLink(deps.db, kind, id);
}

export async function createLink(
  deps: TApiDeps,
  principal: TPrincipal,
  kind: TLinkKind,
  values: [number, number],
): Promise<TLinkRow> {
  const id = await changeAccess(deps, principal, kind.targets(values), async (trx, stamp) => {
    await checkLink(trx, kind, values, null);
    const linkId = await insertLink(trx, kind.table, values, stamp.at);
    const after = await requireLink(trx, kind, linkId);
    await recordAudit(trx, stamp, {
      action: `${kind.action}.created`,
      entityType: kind.table,
      entityId: linkId,
      summary: `Added ${kind.noun}: ${await describe(trx, kind, values)}`,
      after,
    });
    return linkId;
  });
  return requireLink(deps.db, kind, id);
}

export async function replaceLink(
  deps: TApiDeps,
  principal: TPrincipal,
  kind: TLinkKind,
  id: number,
  values: [number, number],
): Promise<TLinkRow> {
  const existing = await requireLink(deps.db, kind, id);
  const old = valuesOf(kind, existing);
  const targets = kind.targets(old);
  const next = kind.targets(values);
  const merged: TChangeTargets = {
    userIds: [...(targets.userIds ?? []), ...(next.userIds ?? [])],
    roleIds: [...(targets.roleIds ?? []), ...(next.roleIds ?? [])],
  };
  await changeAccess(deps, principal, merged, async (trx, stamp) => {
    const before = await requireLink(trx, kind, id);
    await checkLink(trx, kind, values, id);
    await updateLink(trx, kind.table, id, values);
    await recordAudit(trx, stamp, {
      action: `${kind.action}.updated`,
      entityType: kind.table,
      entityId: id,
      summary: `Changed ${kind.noun} to ${await describe(trx, kind, values)}`,
      before,
      after: await requireLink(trx, kind, id),
    });
  });
  return requireLink(deps.db, kind, id);
}

export async function removeLink(deps: TApiDeps, principal: TPrincipal, kind: TLinkKind, id: number) {
  const existing = await requireLink(deps.db, kind, id);
  await changeAccess(deps, principal, kind.targets(valuesOf(kind, existing)), async (trx, stamp) => {
    const before = await requireLink(trx, kind, id);
    await deleteLink(trx, kind.table, id);
    await recordAudit(trx, stamp, {
      action: `${kind.action}.deleted`,
      entityType: kind.table,
      entityId: id,
      summary: `Removed ${kind.noun}: ${await describe(trx, kind, valuesOf(kind, before))}`,
      before,
    });
  });
}

/** 'Wanda → WAITER': the names of both ends, for the audit trail. */
async function describe(db: TDb, kind: TLinkKind, values: readonly [number, number]): Promise<string> {
  const names = await Promise.all(
    LINK_TABLES[kind.table].map(async (column, index) => {
      const row = (await FINDERS[column]!(db, values[index]!)) as { name?: string } | undefined;
      return row?.name ?? String(values[index]);
    }),
  );
  return names.join(' → ');
}
