import { AppError } from '@tableside/shared/errors';
import type {
  TMasterDataInputs,
  TMasterDataKind,
  TMasterDataRecords,
  TUnitSystem,
} from '@tableside/shared/master-data.schemas';
import { UNIT_SYSTEMS } from '@tableside/shared/master-data.schemas';
import { fromCents, toCents } from '@tableside/shared/money';
import type { Kysely } from 'kysely';
import type { TSettings } from '../config/settings.ts';
import type { TListSpec } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import {
  countBanksInCountry,
  countMenuItemsWithTax,
  countryExists,
  type TComputedColumn,
  type TMasterRow,
  type TMasterValues,
  unitSystemRank,
} from './master-data.repository.ts';

type TDb = Kysely<Database>;

/**
 * What sets one kind of master data apart; master-data.service.ts applies the same rules to all:
 * unique key, refusals, audit trail. A kind is served at /api/{kind} and stored in the table of that name.
 */
export type TMasterKind<K extends TMasterDataKind> = {
  kind: K;
  /** In messages and the audit trail: 'currency' → 'Currency created', action 'currency.created'. */
  noun: string;
  listSpec: TListSpec;
  /** Where the list's `search` looks. */
  searchColumns: readonly ('name' | 'code')[];
  /** Unique ignoring case; a clash is a 409 naming this field. */
  unique: 'code' | 'name';
  toRecord(row: TMasterRow<K>): TMasterDataRecords[K];
  /** The columns an input writes (is_active and the audit columns aside). */
  toValues(input: TMasterDataInputs[K]): TMasterValues;
  /** The record in a line of the audit trail: 'Euro (EUR)'. */
  describe(record: TMasterDataRecords[K]): string;
  /**
   * The setting that names this record, which must then stay and stay active ('is the restaurant's
   * currency (Configuration › Regional)'); undefined when none does.
   */
  pinnedBy?(settings: TSettings, record: TMasterDataRecords[K]): string | undefined;
  /** What still refers to a record: it cannot be deleted then, and when `byCode`, its code cannot change. */
  usage?: {
    count(db: TDb, record: TMasterDataRecords[K]): Promise<number>;
    what(count: number): string;
    byCode: boolean;
  };
  /** Checks of an input against other data (400 naming the field). */
  check?(db: TDb, input: TMasterDataInputs[K]): Promise<void>;
  /** A column the list computes from the settings (it sorts and filters like a stored one). */
  computed?(settings: TSettings): TComputedColumn;
  /** Guests see it on the menu (tax rates): a write drops the public menu cache. */
  changesMenu?: boolean;
};

const flag = (value: number) => value === 1;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const named = (record: { name: string; code: string | null }) =>
  record.code ? `${record.name} (${record.code})` : record.name;
const textFilters = { name: 'text', code: 'text', is_active: 'bool' } as const;

const languages: TMasterKind<'languages'> = {
  kind: 'languages',
  noun: 'language',
  listSpec: { filters: textFilters, defaultSort: 'name' },
  searchColumns: ['name', 'code'],
  unique: 'code',
  toRecord: (row) => ({ id: row.id, name: row.name, code: row.code, is_active: flag(row.is_active) }),
  toValues: (input) => ({ name: input.name, code: input.code }),
  describe: named,
  pinnedBy: (settings, record) =>
    settings.get('REGIONAL.LANGUAGE') === record.code
      ? 'is the default language of the guest screens (Configuration › Regional)'
      : undefined,
};

const currencies: TMasterKind<'currencies'> = {
  kind: 'currencies',
  noun: 'currency',
  listSpec: { filters: { ...textFilters, symbol: 'text' }, defaultSort: 'name' },
  searchColumns: ['name', 'code'],
  unique: 'code',
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    symbol: row.symbol,
    is_active: flag(row.is_active),
  }),
  toValues: (input) => ({ name: input.name, code: input.code, symbol: input.symbol }),
  describe: named,
  pinnedBy: (settings, record) =>
    settings.get('REGIONAL.CURRENCY') === record.code
      ? "is the restaurant's currency (Configuration › Regional)"
      : undefined,
};

/** Rates are stored in hundredths of a percent (800 = 8 %), like cents; the API speaks percent. */
const taxes: TMasterKind<'taxes'> = {
  kind: 'taxes',
  noun: 'tax',
  listSpec: { filters: { name: 'text', value: 'money', is_active: 'bool' }, defaultSort: 'name' },
  searchColumns: ['name'],
  unique: 'name',
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    value: fromCents(row.value),
    is_active: flag(row.is_active),
  }),
  toValues: (input) => ({ name: input.name, value: toCents(input.value) }),
  describe: (record) => `${record.name} (${record.value} %)`,
  pinnedBy: (settings, record) =>
    settings.get('MENU.DEFAULT_TAX_ID') === record.id
      ? 'is the default tax of new menu items (Configuration › Menu)'
      : undefined,
  // A deactivated tax still taxes the items that have it; it is only no longer offered for others.
  usage: {
    count: (db, record) => countMenuItemsWithTax(db, record.id),
    what: (count) => plural(count, 'menu item', 'menu items'),
    byCode: false,
  },
  changesMenu: true,
};

const countries: TMasterKind<'countries'> = {
  kind: 'countries',
  noun: 'country',
  listSpec: { filters: textFilters, defaultSort: 'name' },
  searchColumns: ['name', 'code'],
  unique: 'code',
  toRecord: (row) => ({ id: row.id, name: row.name, code: row.code, is_active: flag(row.is_active) }),
  toValues: (input) => ({ name: input.name, code: input.code }),
  describe: named,
  // Banks name their country by code.
  usage: {
    count: (db, record) => countBanksInCountry(db, record.code),
    what: (count) => plural(count, 'bank', 'banks'),
    byCode: true,
  },
};

const unitSystem = (value: string | null): TUnitSystem | null =>
  UNIT_SYSTEMS.find((system) => system === value) ?? null;

const units: TMasterKind<'units'> = {
  kind: 'units',
  noun: 'unit',
  listSpec: { filters: { ...textFilters, system: 'text', system_rank: 'int' }, defaultSort: 'system_rank' },
  searchColumns: ['name', 'code'],
  unique: 'code',
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    system: unitSystem(row.system),
    is_active: flag(row.is_active),
  }),
  toValues: (input) => ({ name: input.name, code: input.code, system: input.system }),
  describe: named,
  // REGIONAL.UNITS: the restaurant's system first, then units of no system, then the other system.
  computed: (settings) => ({ name: 'system_rank', value: unitSystemRank(settings.get('REGIONAL.UNITS')) }),
};

const banks: TMasterKind<'banks'> = {
  kind: 'banks',
  noun: 'bank',
  listSpec: { filters: { ...textFilters, country_code: 'text' }, defaultSort: 'name' },
  searchColumns: ['name', 'code'],
  unique: 'code',
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    country_code: row.country_code,
    is_active: flag(row.is_active),
  }),
  toValues: (input) => ({ name: input.name, code: input.code, country_code: input.country_code }),
  describe: named,
  check: async (db, input) => {
    if (input.country_code !== null && !(await countryExists(db, input.country_code))) {
      throw AppError.validation({ country_code: [`Unknown country: ${input.country_code}`] });
    }
  },
};

export const MASTER_KINDS: { [K in TMasterDataKind]: TMasterKind<K> } = {
  languages,
  currencies,
  taxes,
  countries,
  units,
  banks,
};
