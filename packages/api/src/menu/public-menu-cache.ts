import type { TApiDeps } from '../deps.ts';
import { hashText } from '../http/etag.ts';
import type { TPreparedResponse } from '../http/prepared-response.ts';

/**
 * An in-memory cache of the assembled public menu, one per API instance (keyed on its deps, so tests
 * and the browser demo each get their own). It is dropped when the instance's event bus carries
 * 'menu.changed' (bridged across server instances on PostgreSQL), and reloaded after `ttlMs` in any
 * case, as a safety net for writes whose event another instance missed.
 *
 * Each entry also keeps the responses it has prepared (encoded and compressed once), keyed by
 * availability outcome, and which outcome each minute had, so a hot request costs a Map lookup.
 */
export type TRendering = TPreparedResponse;

/** What availability looks like at one moment: a key naming it, and how to prepare the menu's response for it. */
export type TOutcome = { key: string; render(etag: string): TRendering };

export type TMenuCacheEntry<S> = {
  snapshot: S;
  /** Hash of the snapshot's content: equal menus give equal versions on every instance. */
  version: string;
  loadedAt: number;
  renderings: Map<string, TRendering>;
  /** Keyed by the variant and the minute ('brief:29433812', minuteSlot), see renderingAt. */
  byMinute: Map<string, TRendering>;
};

type TState<S> = { generation: number; entry?: TMenuCacheEntry<S>; loading?: Promise<TMenuCacheEntry<S>> };

/**
 * Outcomes seen in a day are few (a category opens, service ends) and an entry lives about a minute;
 * this only bounds a pathological menu or clock.
 */
const MAX_RENDERINGS = 64;

export function createMenuCache<S>(options: {
  load(deps: TApiDeps, key: string): Promise<S>;
  ttlMs: number;
}) {
  // One entry per key (a location's menu: decision 0019); 'menu.changed' drops them all.
  const states = new WeakMap<TApiDeps, Map<string, TState<S>>>();

  function stateFor(deps: TApiDeps, key: string): TState<S> {
    let byKey = states.get(deps);
    if (!byKey) {
      const created = new Map<string, TState<S>>();
      deps.events.subscribe((event) => {
        if (event.type !== 'menu.changed') return;
        for (const state of created.values()) {
          state.generation += 1;
          state.entry = undefined;
          state.loading = undefined;
        }
      });
      states.set(deps, created);
      byKey = created;
    }
    let state = byKey.get(key);
    if (!state) {
      state = { generation: 0 };
      byKey.set(key, state);
    }
    return state;
  }

  async function reload(
    deps: TApiDeps,
    key: string,
    state: TState<S>,
    now: number,
  ): Promise<TMenuCacheEntry<S>> {
    const generation = state.generation;
    try {
      const snapshot = await options.load(deps, key);
      const version = hashText(JSON.stringify(snapshot));
      const previous = state.entry;
      const entry: TMenuCacheEntry<S> = {
        snapshot,
        version,
        loadedAt: now,
        // An unchanged menu keeps its renderings (and their generated_at) across the TTL reload.
        renderings: previous?.version === version ? previous.renderings : new Map(),
        byMinute: new Map(),
      };
      // A 'menu.changed' during the load may have come after our reads: answer, but do not keep it.
      if (state.generation === generation) state.entry = entry;
      return entry;
    } finally {
      if (state.generation === generation) state.loading = undefined;
    }
  }

  /** The entry while it is younger than the TTL. A clock set backwards (tests, NTP) also counts as expired. */
  function fresh(state: TState<S>, now: number): TMenuCacheEntry<S> | undefined {
    const entry = state.entry;
    const age = entry ? now - entry.loadedAt : -1;
    return entry && age >= 0 && age < options.ttlMs ? entry : undefined;
  }

  return {
    /** The current entry, loading it when absent or older than the TTL; concurrent callers share one load. */
    get(deps: TApiDeps, key: string): Promise<TMenuCacheEntry<S>> {
      const state = stateFor(deps, key);
      const now = deps.clock.now().getTime();
      const entry = fresh(state, now);
      if (entry) return Promise.resolve(entry);
      state.loading ??= reload(deps, key, state, now);
      return state.loading;
    },
    /** The current entry if it is in memory and within the TTL; nothing is loaded. */
    peek(deps: TApiDeps, key: string, now: number): TMenuCacheEntry<S> | undefined {
      const state = states.get(deps)?.get(key);
      return state && fresh(state, now);
    },
  };
}

/**
 * The response of one variant of the menu (with the customizations inline or without them) at one
 * minute (whole minutes since the epoch). Availability depends on nothing else (schedules are in
 * whole minutes of local time, and time zones are whole minutes off UTC), so each minute is
 * evaluated once, and minutes with the same outcome share one rendering and one ETag.
 */
export function renderingAt<S>(
  entry: TMenuCacheEntry<S>,
  { variant, minute }: { variant: string; minute: number },
  evaluate: () => TOutcome,
): TRendering {
  const slot = minuteSlot(variant, minute);
  const known = entry.byMinute.get(slot);
  if (known) return known;
  const outcome = evaluate();
  const key = `${variant}|${outcome.key}`;
  let rendering = entry.renderings.get(key);
  if (!rendering) {
    // Weak: generated_at may differ between instances answering the same menu and outcome.
    rendering = outcome.render(`W/"${hashText(`${entry.version}\n${key}`)}"`);
    remember(entry.renderings, key, rendering);
  }
  remember(entry.byMinute, slot, rendering);
  return rendering;
}

/** The rendering `renderingAt` gave for this variant and minute, if one was asked for already. */
export function renderingKnownAt<S>(
  entry: TMenuCacheEntry<S>,
  { variant, minute }: { variant: string; minute: number },
): TRendering | undefined {
  return entry.byMinute.get(minuteSlot(variant, minute));
}

const minuteSlot = (variant: string, minute: number) => `${variant}:${minute}`;

function remember<K>(map: Map<K, TRendering>, key: K, rendering: TRendering): void {
  if (map.size >= MAX_RENDERINGS) map.clear();
  map.set(key, rendering);
}
