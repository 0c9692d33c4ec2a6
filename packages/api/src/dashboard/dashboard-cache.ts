import { isPostgres } from '../db/dialect.ts';
import type { TApiDeps } from '../deps.ts';
import type { TDomainEvent } from '../events/event-bus.ts';
import { emptyFigures, sumFigures, type TCustomerSum, type TFigures } from './dashboard-figures.ts';
import { addDays } from './dashboard-periods.ts';

/**
 * The figures of finished restaurant days, kept in memory per API instance (decision 0029), so the
 * fiscal year is a sum of kept days plus a live query of today. Keyed on the instance's deps (tests
 * and the browser demo each get their own) and the time zone the days are cut in. Only the whole
 * restaurant's figures are kept; a location's dashboard (decision 0019) is answered live.
 *
 * Kept days are dropped by the instance's events (bridged across server instances on PostgreSQL):
 * - an order event (created, status or items changed) drops every day whose orders' ids span its
 *   order: the order is in no other day. Order ids are never reused (AUTOINCREMENT, identities).
 * - a `config.changed` naming REGIONAL.TIMEZONE drops everything: the days are cut differently, and
 *   a restore announces itself so (every key), having replaced every order.
 * Menu and customer changes need no event: names are read at answer time, and a deleted item or
 * customer (the foreign keys set null) is recognised there. Days are kept only once they ended
 * SETTLE_MS ago (an order committed just after midnight, another instance's clock). On PostgreSQL,
 * where other instances write too, each is read again after DAY_TTL_MS, in case one of their events
 * was missed (the LISTEN connection was down); a SQLite or sql.js database has one writer, this one.
 */
export const SETTLE_MS = 5 * 60_000;
export const DAY_TTL_MS = 15 * 60_000;
/** Ranges asked for at once: this and the previous fiscal year, a month, a week, ... */
const MAX_RANGES = 8;

type TDayEntry = { figures: TFigures; loadedAt: number };
/** A load under way: the orders that events named meanwhile, or that everything changed. */
type TLoad = { orderIds: number[]; everything: boolean };
/** The sum of consecutive kept days, and its customers ranked once when first asked for. */
export type TRange = { figures: TFigures; loadedAt: number; rankedCustomers?: [number, TCustomerSum][] };

type TCache = {
  /** Counts the drops, so a range summed across one is not kept. */
  generation: number;
  zones: Map<string, Map<string, TDayEntry>>;
  ranges: Map<string, TRange>;
  loads: Set<TLoad>;
};

const caches = new WeakMap<TApiDeps, TCache>();

function cacheOf(deps: TApiDeps): TCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created: TCache = { generation: 0, zones: new Map(), ranges: new Map(), loads: new Set() };
    deps.events.subscribe((event) => forget(created, event));
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}

function forget(cache: TCache, event: TDomainEvent): void {
  if (event.type === 'config.changed') {
    if (!event.keys.includes('REGIONAL.TIMEZONE')) return;
    cache.generation += 1;
    cache.zones.clear();
    cache.ranges.clear();
    for (const load of cache.loads) load.everything = true;
    return;
  }
  if (
    event.type !== 'order.created' &&
    event.type !== 'order.status_changed' &&
    event.type !== 'order.items_changed'
  )
    return;
  for (const load of cache.loads) load.orderIds.push(event.orderId);
  for (const days of cache.zones.values()) {
    for (const [day, entry] of days) {
      if (holds(entry.figures, event.orderId)) {
        days.delete(day);
        cache.generation += 1;
        cache.ranges.clear();
      }
    }
  }
}

const holds = (figures: TFigures, orderId: number) => figures.minId <= orderId && orderId <= figures.maxId;

/** Reads the figures of the days first..last (restaurant days, inclusive), each in the result or empty. */
export type TDayLoader = (first: string, last: string) => Promise<Map<string, TFigures>>;

/**
 * The sum of the finished days first..last in `timeZone`: kept days as they are, the others read
 * with `load` (consecutive missing days in one call) and kept unless an event may have changed them
 * while they were read.
 */
export async function keptDays(
  deps: TApiDeps,
  timeZone: string,
  first: string,
  last: string,
  load: TDayLoader,
): Promise<TRange> {
  const cache = cacheOf(deps);
  const now = deps.clock.now().getTime();
  // A clock set backwards (tests, NTP) finds the days expired, as the menu cache does.
  const ttl = isPostgres(deps.db) ? DAY_TTL_MS : Number.POSITIVE_INFINITY;
  const fresh = (loadedAt: number) => now >= loadedAt && now - loadedAt < ttl;
  const key = `${timeZone}\n${first}\n${last}`;
  const known = cache.ranges.get(key);
  if (known && fresh(known.loadedAt)) return known;

  let days = cache.zones.get(timeZone);
  if (!days) {
    days = new Map();
    cache.zones.set(timeZone, days);
  }
  const generation = cache.generation;
  const parts: TFigures[] = [];
  let loadedAt = now;
  let complete = true;
  let missingFrom: string | null = null;
  const readMissing = async (until: string) => {
    if (missingFrom === null) return;
    const read = await loadAndKeep(cache, days, missingFrom, until, now, load);
    parts.push(...read.figures);
    complete &&= read.kept;
    missingFrom = null;
  };
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const entry = days.get(day);
    if (entry && fresh(entry.loadedAt)) {
      await readMissing(addDays(day, -1));
      parts.push(entry.figures);
      loadedAt = Math.min(loadedAt, entry.loadedAt);
    } else missingFrom ??= day;
  }
  await readMissing(last);

  const range: TRange = { figures: sumFigures(parts), loadedAt };
  if (complete && cache.generation === generation) {
    cache.ranges.delete(key);
    cache.ranges.set(key, range);
    // The oldest range first: Map keeps insertion order.
    if (cache.ranges.size > MAX_RANGES) cache.ranges.delete(cache.ranges.keys().next().value as string);
  }
  return range;
}

async function loadAndKeep(
  cache: TCache,
  days: Map<string, TDayEntry>,
  first: string,
  last: string,
  now: number,
  load: TDayLoader,
): Promise<{ figures: TFigures[]; kept: boolean }> {
  const watch: TLoad = { orderIds: [], everything: false };
  cache.loads.add(watch);
  let read: Map<string, TFigures>;
  try {
    read = await load(first, last);
  } finally {
    cache.loads.delete(watch);
  }
  const figures: TFigures[] = [];
  let kept = !watch.everything;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const dayFigures = read.get(day) ?? emptyFigures();
    figures.push(dayFigures);
    // Read while an order of this day changed: answer with it, but do not keep it.
    if (watch.everything || watch.orderIds.some((id) => holds(dayFigures, id))) kept = false;
    else days.set(day, { figures: dayFigures, loadedAt: now });
  }
  return { figures, kept };
}
