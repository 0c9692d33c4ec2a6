import {
  findConfigSetting,
  selectedKeys,
  type TSettingChoice,
  type TSettingKey,
  type TSettingType,
} from '@tableside/shared/config-catalogue';
import { isTimeZone } from '@tableside/shared/config-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';

/**
 * The one way to read a setting (DESIGN.md section 8): a catalogue key in, the parsed value out.
 *
 *   const settings = await readSettings(deps);
 *   settings.get('REGIONAL.TIMEZONE')      // 'Europe/Berlin'
 *   settings.get('OPERATIONS.ACCEPT_ORDERS') // true
 *   settings.get('REGIONAL.TIME_FORMAT')    // '24H' (typed '12H' | '24H')
 *
 * All settings load in one query and are cached per API instance; the cache is dropped by the
 * 'config.changed' event (published by every configuration write, bridged across instances on
 * PostgreSQL) and reloaded after SETTINGS_TTL_MS in any case, in case another instance's event was
 * missed. A stored value that does not parse as its type reads as the catalogue default.
 */
export type TSettingValue<K extends TSettingKey> =
  TSettingType<K> extends 'NUMBER'
    ? number
    : TSettingType<K> extends 'CHECKBOX'
      ? boolean
      : TSettingType<K> extends 'SELECT'
        ? TSettingChoice<K>
        : TSettingType<K> extends 'MULTISELECT'
          ? TSettingChoice<K>[]
          : TSettingType<K> extends 'ID'
            ? number | null
            : string;

export type TSettings = {
  get<K extends TSettingKey>(key: K): TSettingValue<K>;
};

export const SETTINGS_TTL_MS = 60_000;

type TState = { generation: number; loadedAt?: number; values?: TSettings; loading?: Promise<TSettings> };
const states = new WeakMap<TApiDeps, TState>();

function stateFor(deps: TApiDeps): TState {
  let state = states.get(deps);
  if (!state) {
    const created: TState = { generation: 0 };
    deps.events.subscribe((event) => {
      if (event.type !== 'config.changed') return;
      created.generation += 1;
      created.values = undefined;
      created.loading = undefined;
    });
    states.set(deps, created);
    state = created;
  }
  return state;
}

/** The settings of this API instance, from its cache when fresh; concurrent callers share one load. */
export function readSettings(deps: TApiDeps): Promise<TSettings> {
  const state = stateFor(deps);
  const now = deps.clock.now().getTime();
  const age = state.loadedAt === undefined ? -1 : now - state.loadedAt;
  if (state.values && age >= 0 && age < SETTINGS_TTL_MS) return Promise.resolve(state.values);
  state.loading ??= load(deps, state, now);
  return state.loading;
}

async function load(deps: TApiDeps, state: TState, now: number): Promise<TSettings> {
  const generation = state.generation;
  try {
    const settings = settingsFrom(await findStoredValues(deps.db));
    // A 'config.changed' during the load may have come after our read: answer, but do not keep it.
    if (state.generation === generation) {
      state.values = settings;
      state.loadedAt = now;
    }
    return settings;
  } finally {
    if (state.generation === generation) state.loading = undefined;
  }
}

/**
 * Reads the settings straight from a database (or a transaction), without the cache: for code that
 * has no API instance (seeding, the Node host's scheduled jobs) or must see its own uncommitted writes.
 */
export async function readSettingsFrom(db: Kysely<Database>): Promise<TSettings> {
  return settingsFrom(await findStoredValues(db));
}

async function findStoredValues(db: Kysely<Database>): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('config_settings').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Parses stored values lazily, once per key. */
export function settingsFrom(stored: ReadonlyMap<string, string | null>): TSettings {
  const parsed = new Map<string, unknown>();
  return {
    get<K extends TSettingKey>(key: K): TSettingValue<K> {
      if (!parsed.has(key)) parsed.set(key, parseSetting(key, stored.get(key) ?? null));
      return parsed.get(key) as TSettingValue<K>;
    },
  };
}

function parseSetting(key: TSettingKey, stored: string | null): unknown {
  const setting = findConfigSetting(key);
  if (!setting) throw new Error(`Unknown setting ${key}`);
  const fallback = setting.default_value;
  switch (setting.type) {
    case 'NUMBER':
      return asNumber(stored) ?? asNumber(fallback) ?? 0;
    case 'CHECKBOX':
      return stored === 'true' || stored === 'false' ? stored === 'true' : fallback === 'true';
    case 'SELECT': {
      const allowed = setting.choiceKeys ?? [];
      const chosen = (text: string | null) =>
        selectedKeys(text ?? '').find((choice) => allowed.includes(choice));
      return chosen(stored) ?? chosen(fallback) ?? allowed[0] ?? '';
    }
    case 'MULTISELECT': {
      const allowed = setting.choiceKeys ?? [];
      return selectedKeys(stored ?? fallback).filter((choice) => allowed.includes(choice));
    }
    case 'ID': {
      const id = asNumber(stored ?? fallback);
      return id !== null && Number.isInteger(id) && id > 0 ? id : null;
    }
    case 'TIMEZONE':
      return stored && isTimeZone(stored) ? stored : fallback;
    default:
      return stored ?? fallback;
  }
}

function asNumber(text: string | null): number | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** An IANA zone the host's Intl knows; shared with the configuration screens (config-rules.ts). */
/** MENU.FEATURED_ITEMS_LIMIT as a count: how many featured items the guests' menu has (0: none). */
export function featuredItemsLimit(settings: TSettings): number {
  return Math.max(0, Math.round(settings.get('MENU.FEATURED_ITEMS_LIMIT')));
}

export { isTimeZone };
