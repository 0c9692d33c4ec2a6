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

/** What most kinds share: a name and a unique code, searched by both, named 'Euro (EUR)'. */
const CODED = {
  searchColumns: ['name', 'code'],
  unique: 'code',
  describe: named,
} as const;

/** The list of a coded kind, filtering also by `extra` columns. */
const codedList = (extra: TListSpec['filters'] = {}, defaultSort = 'name'): TListSpec => ({
  filters: { ...textFilters, ...extra },
  defaultSort,
});

/** The fields every coded record has. */
const codedRecord = <C extends string | null>(row: {
  id: number;
  name: string;
  code: C;
  is_active: number;
}) => ({
  id: row.id,
  name: row.name,
  code: row.code,
  is_active: flag(row.is_active),
});

const languages: TMasterKind<'languages'> = {
  kind: 'languages',
  noun: 'language',
  ...CODED,
  listSpec: codedList(),
  toRecord: codedRecord,
  toValues: (input) => ({ name: input.name, code: input.code }),
  pinnedBy: (settings, record) =>
    settings.get('REGIONAL.LANGUAGE') === record.code
      ? 'is the default language of the guest screens (Configuration › Regional)'
      : undefined,
};

const currencies: TMasterKind<'currencies'> = {
  kind: 'currencies',
  noun: 'currency',
  ...CODED,
  listSpec: codedList({ symbol: 'text' }),
  toRecord: (row) => ({ ...codedRecord(row), symbol: row.symbol }),
  toValues: (input) => ({ name: input.name, code: input.code, symbol: input.symbol }),
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
  ...CODED,
  listSpec: codedList(),
  toRecord: codedRecord,
  toValues: (input) => ({ name: input.name, code: input.code }),
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
  ...CODED,
  listSpec: codedList({ system: 'text', system_rank: 'int' }, 'system_rank'),
  toRecord: (row) => ({ ...codedRecord(row), system: unitSystem(row.system) }),
  toValues: (input) => ({ name: input.name, code: input.code, system: input.system }),
  // REGIONAL.UNITS: the restaurant's system first, then units of no system, then the other system.
  computed: (settings) => ({ name: 'system_rank', value: unitSystemRank(settings.get('REGIONAL.UNITS')) }),
};

const banks: TMasterKind<'banks'> = {
  kind: 'banks',
  noun: 'bank',
  ...CODED,
  listSpec: codedList({ country_code: 'text' }),
  toRecord: (row) => ({ ...codedRecord(row), country_code: row.country_code }),
  toValues: (input) => ({ name: input.name, code: input.code, country_code: input.country_code }),
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
