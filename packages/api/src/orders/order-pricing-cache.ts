import type { TApiDeps } from '../deps.ts';
import { findPricingItems, findTaxRates, type TPricingItem } from './order-menu.repository.ts';

/**
 * What pricing reads from the menu (items with their category flags and choices, tax rates), kept
 * per API instance so an order write prices its lines without a query (decision 0027, second round).
 * Server-side prices stay authoritative: every menu write publishes 'menu.changed' (menu admin, taxes
 * and other master data, imports, restores, locations) and every settings write 'config.changed';
 * either drops the whole cache at once, on this instance before the writer answers, on the others as
 * the PostgreSQL event bridge delivers it. After TTL_MS it is read again in any case, as the settings
 * cache is (config/settings.ts), in case another instance's event was missed.
 */
export type TPricingMenu = {
  items(ids: readonly number[]): Promise<Map<number, TPricingItem>>;
  taxRates(ids: readonly number[]): Promise<Map<number, number>>;
};

export const PRICING_CACHE_TTL_MS = 60_000;
/** Far above a restaurant's menu; only bounds a pathological one. */
const MAX_ENTRIES = 10_000;

type TState = {
  generation: number;
  loadedAt: number;
  items: Map<number, TPricingItem>;
  taxes: Map<number, number>;
};

const states = new WeakMap<TApiDeps, TState>();

function stateFor(deps: TApiDeps): TState {
  let state = states.get(deps);
  if (!state) {
    const created: TState = { generation: 0, loadedAt: 0, items: new Map(), taxes: new Map() };
    deps.events.subscribe((event) => {
      if (event.type === 'menu.changed' || event.type === 'config.changed') drop(created);
    });
    states.set(deps, created);
    state = created;
  }
  const now = deps.clock.now().getTime();
  const age = now - state.loadedAt;
  // A clock set backwards (tests, NTP) also counts as expired.
  if (age < 0 || age >= PRICING_CACHE_TTL_MS || state.items.size + state.taxes.size > MAX_ENTRIES) {
    drop(state);
    state.loadedAt = now;
  }
  return state;
}

function drop(state: TState): void {
  state.generation += 1;
  state.items = new Map();
  state.taxes = new Map();
}

/**
 * Looks up `ids` in `cached`, loading the missing ones; what was loaded is kept only when no event
 * dropped the cache meanwhile (the load may have read the menu from before that change). Ids that
 * are not found are not kept: a new item comes with 'menu.changed' anyway.
 */
async function lookUp<T>(
  state: TState,
  cached: (state: TState) => Map<number, T>,
  ids: readonly number[],
  load: (missing: number[]) => Promise<Map<number, T>>,
): Promise<Map<number, T>> {
  const found = new Map<number, T>();
  const missing: number[] = [];
  const map = cached(state);
  for (const id of ids) {
    const value = map.get(id);
    if (value === undefined) missing.push(id);
    else found.set(id, value);
  }
  if (missing.length === 0) return found;
  const generation = state.generation;
  const loaded = await load(missing);
  const keep = state.generation === generation;
  for (const [id, value] of loaded) {
    found.set(id, value);
    if (keep) cached(state).set(id, value);
  }
  return found;
}

/** The pricing menu of this API instance, from its cache (callers must not change what it answers). */
export function pricingMenu(deps: TApiDeps): TPricingMenu {
  return {
    items: (ids) =>
      lookUp(
        stateFor(deps),
        (state) => state.items,
        ids,
        (missing) => findPricingItems(deps.db, missing),
      ),
    taxRates: (ids) =>
      lookUp(
        stateFor(deps),
        (state) => state.taxes,
        ids,
        (missing) => findTaxRates(deps.db, missing),
      ),
  };
}
