import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TRange } from './dashboard-cache.ts';
import { findCustomerCards, findMenuItemNames, sortNames } from './dashboard-days.repository.ts';
import type { TCustomerSum, TItemSum } from './dashboard-figures.ts';

/**
 * The best sellers and best customers from summed figures (decision 0029), ranked as the dashboard
 * always ranked them (decision 0008): items by quantity, then sales, then name; customers by counted
 * orders, then spend, then id. Names are read now: an item counts under its current name, and the
 * lines of an item deleted since (no menu row any more) count by their snapshot names, apart from
 * any menu item of the same name. A customer deleted since is left out, as the live join leaves out
 * the orders its deletion unlinked.
 */
type TDb = Kysely<Database>;

export type TTopItemRow = { menuItemId: number | null; name: string; quantity: number; revenueCents: number };

export async function rankTopItems(
  db: TDb,
  parts: readonly Map<string, TItemSum>[],
  limit: number,
): Promise<TTopItemRow[]> {
  const ids = new Set<number>();
  for (const part of parts)
    for (const item of part.values()) if (item.menuItemId !== null) ids.add(item.menuItemId);
  const names = await findMenuItemNames(db, [...ids]);
  const rows = new Map<string, TTopItemRow>();
  for (const part of parts) {
    for (const item of part.values()) {
      const current = item.menuItemId === null ? undefined : names.get(item.menuItemId);
      const key = current === undefined ? `deleted\n${item.name}` : `item\n${item.menuItemId}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          menuItemId: current === undefined ? null : item.menuItemId,
          name: current ?? item.name,
          quantity: 0,
          revenueCents: 0,
        };
        rows.set(key, row);
      }
      row.quantity += item.quantity;
      row.revenueCents += item.revenueCents;
    }
  }
  const byFigures = (a: TTopItemRow, b: TTopItemRow) =>
    b.quantity - a.quantity || b.revenueCents - a.revenueCents;
  const ranked = [...rows.values()].sort(byFigures);
  // The last place may be shared: keep every row tied with it until the names decide.
  let end = Math.min(limit, ranked.length);
  while (end > 0 && end < ranked.length && byFigures(ranked[end - 1]!, ranked[end]!) === 0) end += 1;
  const top = ranked.slice(0, end);
  const tied = top.filter((row, at) =>
    [top[at - 1], top[at + 1]].some((next) => next && byFigures(row, next) === 0),
  );
  if (tied.length > 0) {
    // The database's collation orders the names, as ORDER BY name did.
    const order = new Map(
      (await sortNames(db, [...new Set(tied.map((row) => row.name))])).map((name, at) => [name, at]),
    );
    top.sort((a, b) => byFigures(a, b) || order.get(a.name)! - order.get(b.name)!);
  }
  return top.slice(0, limit);
}

export type TTopCustomerRow = {
  id: number;
  name: string | null;
  email: string | null;
  isGuest: boolean;
  orderCount: number;
  spendCents: number;
  lastOrderAt: string;
};

type TRanked = [number, TCustomerSum];
const byCustomerRank = ([idA, a]: TRanked, [idB, b]: TRanked) =>
  b.orderCount - a.orderCount || b.spendCents - a.spendCents || idA - idB;

/** The kept days' customers in rank order, sorted once per range. */
function keptRanking(kept: TRange | undefined): TRanked[] {
  if (!kept) return [];
  kept.rankedCustomers ??= [...kept.figures.customers].sort(byCustomerRank);
  return kept.rankedCustomers;
}

/**
 * The top customers of the kept days plus the live part: the live part's customers with their kept
 * sums added, merged with the kept ranking of everyone else, read in pages until `limit` exist.
 */
export async function rankTopCustomers(
  db: TDb,
  kept: TRange | undefined,
  live: Map<number, TCustomerSum>,
  limit: number,
): Promise<TTopCustomerRow[]> {
  const keptSums = kept?.figures.customers;
  const changed: TRanked[] = [...live]
    .map(([id, sum]): TRanked => {
      const before = keptSums?.get(id);
      if (!before) return [id, sum];
      const lastOrderAt = before.lastOrderAt > sum.lastOrderAt ? before.lastOrderAt : sum.lastOrderAt;
      return [
        id,
        {
          orderCount: before.orderCount + sum.orderCount,
          spendCents: before.spendCents + sum.spendCents,
          lastOrderAt,
        },
      ];
    })
    .sort(byCustomerRank);
  const others = keptRanking(kept);
  let a = 0;
  let b = 0;
  const next = (): TRanked | undefined => {
    while (b < others.length && live.has(others[b]![0])) b += 1;
    const fromChanged = changed[a];
    const fromOthers = others[b];
    if (fromChanged && (!fromOthers || byCustomerRank(fromChanged, fromOthers) <= 0)) {
      a += 1;
      return fromChanged;
    }
    if (fromOthers) b += 1;
    return fromOthers;
  };
  const top: TTopCustomerRow[] = [];
  while (top.length < limit) {
    const page: TRanked[] = [];
    for (let candidate = next(); candidate; candidate = page.length < limit - top.length ? next() : undefined)
      page.push(candidate);
    if (page.length === 0) break;
    const cards = await findCustomerCards(
      db,
      page.map(([id]) => id),
    );
    for (const [id, sum] of page) {
      const card = cards.get(id);
      if (!card) continue;
      top.push({
        id,
        name: card.name,
        email: card.email,
        isGuest: card.is_guest === 1,
        orderCount: sum.orderCount,
        spendCents: sum.spendCents,
        lastOrderAt: sum.lastOrderAt,
      });
    }
  }
  return top;
}
