import { ADMIN_NAME } from './reference-data.ts';

/**
 * Batch inserts for seeding. SQLite (and older sql.js builds) bind at most 999 variables per
 * statement, so rows go in chunks that stay under that; everything else is one statement per chunk.
 */
const MAX_VARIABLES = 900;

function chunksOf<R extends object>(rows: readonly R[]): R[][] {
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  const size = Math.max(1, Math.floor(MAX_VARIABLES / columns));
  const chunks: R[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

export async function insertRows<R extends object>(
  rows: readonly R[],
  insert: (chunk: R[]) => Promise<unknown>,
): Promise<void> {
  for (const chunk of chunksOf(rows)) await insert(chunk);
}

/**
 * Inserts rows and returns their new ids in the order of `rows`. Identities are handed out in VALUES
 * order on SQLite and PostgreSQL alike, but RETURNING need not list them in that order, so they are sorted.
 */
export async function insertReturningIds<R extends object>(
  rows: readonly R[],
  insert: (chunk: R[]) => Promise<readonly { id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunksOf(rows)) {
    const returned = (await insert(chunk)).map((row) => Number(row.id));
    ids.push(...returned.sort((a, b) => a - b));
  }
  if (ids.length !== rows.length) throw new Error(`Seeding expected ${rows.length} ids, got ${ids.length}`);
  return ids;
}

/** What seeded rows share: when, and by whom (the Administrator, spec customer 6). */
export type TSeedStamp = { now: string; adminId: number };

export function auditColumns(stamp: TSeedStamp, at: string = stamp.now) {
  return {
    created_at: at,
    updated_at: at,
    created_by: stamp.adminId,
    created_by_name: ADMIN_NAME,
    updated_by: stamp.adminId,
    updated_by_name: ADMIN_NAME,
  };
}

export function flag(value: boolean): number {
  return value ? 1 : 0;
}
