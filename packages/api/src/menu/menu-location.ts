import { PUBLIC_MENU_MAX_AGE_SECONDS } from '@tableside/shared/public-menu.schemas';
import type { TApiDeps } from '../deps.ts';
import type { TMenuLocation } from './public-menu.repository.ts';
import { createMenuCache } from './public-menu-cache.ts';

/** Each table's location (branch id or null), by table id. */
type TBenchLocations = Record<number, number | null>;

// Beside the menu cache and dropped with it: a table that moves to another location publishes
// 'menu.changed' (tables.service.ts). A table added since the last load is looked up on its own.
const locations = createMenuCache<TBenchLocations>({
  load: async (deps) => {
    const rows = await deps.db.selectFrom('benches').select(['id', 'branch_id']).execute();
    return Object.fromEntries(rows.map((row) => [row.id, row.branch_id]));
  },
  ttlMs: PUBLIC_MENU_MAX_AGE_SECONDS * 1000,
});

/**
 * The location whose menu a guest at this table sees (docs/decisions/0019-locations.md): the table's
 * branch; without a table, or at a table of no location, the whole menu (null).
 */
export async function menuLocationOf(deps: TApiDeps, benchId: number | undefined): Promise<TMenuLocation> {
  if (benchId === undefined) return null;
  const known = (await locations.get(deps, 'benches')).snapshot[benchId];
  if (known !== undefined) return known;
  const row = await deps.db
    .selectFrom('benches')
    .select('branch_id')
    .where('id', '=', benchId)
    .executeTakeFirst();
  return row?.branch_id ?? null;
}

/**
 * The same location when the table's is in memory; undefined when it would take a query (a table
 * added since the last load, or the tables not loaded for a minute).
 */
export function menuLocationKnown(
  deps: TApiDeps,
  benchId: number | undefined,
  now: number,
): TMenuLocation | undefined {
  if (benchId === undefined) return null;
  return locations.peek(deps, 'benches', now)?.snapshot[benchId];
}
