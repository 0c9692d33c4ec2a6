import { MAX_PAGE_SIZE } from '@tableside/shared/constants';
import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import {
  INT_COLUMN_RANGE,
  LIST_FILTER_SUFFIXES,
  LIST_RESERVED_KEYS,
  type TListFilterType,
} from '@tableside/shared/list.schemas';
import { toCents } from '@tableside/shared/money';
import { likePattern } from './text-fold.ts';

/** A filterable key: its type, and the column it reads when that differs from the key (joins). */
export type TListFilter = TListFilterType | { type: TListFilterType; column?: string };

/** What a list endpoint allows; every key is also a sort key, as is `id`. */
export type TListSpec = {
  filters: Record<string, TListFilter>;
  /** Sort key used when the request names none; `id` otherwise. */
  defaultSort?: string;
  defaultOrder?: 'asc' | 'desc';
  /** The id column, also the tiebreaker that keeps pages stable; `id` unless the query joins. */
  idColumn?: string;
};

export type TFilterValue = string | number;
export type TFilterClause =
  | { column: string; op: '=' | '>=' | '<=' | '<'; value: TFilterValue }
  /** `value`: '%text%', folded and escaped (text-fold.ts). */
  | { column: string; op: 'like'; value: string }
  | { column: string; op: 'in'; value: TFilterValue[] };

export type TParsedList = {
  clauses: TFilterClause[];
  sort: { column: string; direction: 'asc' | 'desc'; text: boolean };
  /** null: answer with a plain array. */
  page: number | null;
  /** null: no cap (only for plain arrays). */
  size: number | null;
  offset: number;
};

const RESERVED = new Set<string>(LIST_RESERVED_KEYS);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_IN_VALUES = 100;
const DAY_MS = 86_400_000;
const BOOLEAN_VALUES = new Map([
  ['true', 1],
  ['false', 0],
  ['1', 1],
  ['0', 0],
]);

const RANGE_MESSAGE = `Expected a whole number from ${INT_COLUMN_RANGE.min} to ${INT_COLUMN_RANGE.max}`;
const AMOUNT_RANGE_MESSAGE = `Expected an amount from ${INT_COLUMN_RANGE.min / 100} to ${INT_COLUMN_RANGE.max / 100}`;

class FilterError extends Error {}

/**
 * Reads a list request's query (DESIGN.md section 2): reserved keys, `<key>`, `<key>_like`,
 * `<key>_min`, `<key>_max`, `<key>_in`, sorting and paging. Every problem becomes a 400 with one
 * field error per offending key; empty values count as absent, as browsers send empty form fields.
 */
export function parseListQuery(params: Readonly<Record<string, unknown>>, spec: TListSpec): TParsedList {
  const errors: TFieldErrors = {};
  const read = <T>(key: string, parse: (value: string) => T): T | undefined => {
    const raw = params[key];
    if (raw === undefined || raw === '') return undefined;
    try {
      if (typeof raw !== 'string') throw new FilterError('Expected a single value');
      return parse(raw.trim());
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      errors[key] = [error.message];
      return undefined;
    }
  };

  const clauses: TFilterClause[] = [];
  for (const key of Object.keys(params)) {
    if (RESERVED.has(key)) continue;
    const target = resolveFilterKey(key, spec);
    if (!target) {
      if (params[key] !== '') errors[key] = ['Unknown filter'];
      continue;
    }
    const found = read(key, (value) => toClauses(target.column, target.type, target.suffix, value));
    if (found) clauses.push(...found);
  }

  const sortParam = read('sort', (value) => value.split(/[,:]/).map((part) => part.trim()));
  const sortKey = sortParam?.[0] || spec.defaultSort || 'id';
  const sortTarget =
    sortKey === 'id' ? { column: spec.idColumn ?? 'id', type: 'int' as const } : filterOf(spec, sortKey);
  if (!sortTarget && !errors.sort) errors.sort = [`Cannot sort by '${sortKey}'`];
  const direction = sortParam?.[1]
    ? readDirection(sortParam[1], 'sort', errors)
    : readDirection(read('order', (value) => value) ?? spec.defaultOrder, 'order', errors);

  const page = read('page', nonNegativeInt) ?? read('page_number', nonNegativeInt) ?? null;
  const sizeKey = ['size', 'page_size', 'limit'].find(
    (key) => params[key] !== undefined && params[key] !== '',
  );
  const size = sizeKey ? read(sizeKey, positiveInt) : undefined;
  const offset = read('offset', nonNegativeInt) ?? 0;

  if (Object.keys(errors).length > 0) throw AppError.validation(errors, 'Invalid list parameters');
  return {
    clauses,
    sort: { column: sortTarget?.column ?? 'id', direction, text: sortTarget?.type === 'text' },
    page,
    size: size === undefined ? null : Math.min(size, MAX_PAGE_SIZE),
    offset,
  };
}

function filterOf(spec: TListSpec, key: string): { column: string; type: TListFilterType } | undefined {
  const filter = Object.hasOwn(spec.filters, key) ? spec.filters[key] : undefined;
  if (filter === undefined) return undefined;
  return typeof filter === 'string'
    ? { column: key, type: filter }
    : { column: filter.column ?? key, type: filter.type };
}

/** `price_min` → the `price` filter with suffix `_min`, if the spec allows that suffix for its type. */
function resolveFilterKey(key: string, spec: TListSpec) {
  for (const suffix of ['', '_like', '_min', '_max', '_in']) {
    if (suffix !== '' && !key.endsWith(suffix)) continue;
    const filter = filterOf(spec, suffix === '' ? key : key.slice(0, -suffix.length));
    if (filter && LIST_FILTER_SUFFIXES[filter.type].includes(suffix)) return { ...filter, suffix };
  }
  return undefined;
}

function toClauses(column: string, type: TListFilterType, suffix: string, raw: string): TFilterClause[] {
  if (suffix === '_like') {
    if (raw.length > 200) throw new FilterError('At most 200 characters');
    return [{ column, op: 'like', value: likePattern(raw) }];
  }
  if (suffix === '_in') {
    const values = raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (values.length === 0 || values.length > MAX_IN_VALUES) {
      throw new FilterError(`Give 1 to ${MAX_IN_VALUES} comma-separated values`);
    }
    return [{ column, op: 'in', value: values.map((value) => toValue(type, value)) }];
  }
  if (type === 'date') return dateClauses(column, suffix, raw);
  const value = toValue(type, raw);
  return [{ column, op: suffix === '_min' ? '>=' : suffix === '_max' ? '<=' : '=', value }];
}

function toValue(type: TListFilterType, raw: string): TFilterValue {
  switch (type) {
    case 'text':
      return raw;
    case 'int': {
      if (!/^-?\d+$/.test(raw)) throw new FilterError('Expected a whole number');
      return inColumnRange(Number(raw), RANGE_MESSAGE);
    }
    case 'money':
      if (!/^-?\d+(\.\d{1,2})?$/.test(raw)) throw new FilterError('Expected an amount like 4.50');
      // Compared in cents, which an integer column holds up to 21,474,836.47.
      return inColumnRange(toCents(Number(raw)), AMOUNT_RANGE_MESSAGE);
    case 'bool': {
      const value = BOOLEAN_VALUES.get(raw.toLowerCase());
      if (value === undefined) throw new FilterError('Expected true or false');
      return value;
    }
    case 'date':
      return isoInstant(raw);
  }
}

/** A bare date covers its whole UTC day: `created_at=2025-03-01` and `created_at_max=2025-03-01` include 23:59. */
function dateClauses(column: string, suffix: string, raw: string): TFilterClause[] {
  const start = isoInstant(raw);
  if (!DATE_ONLY.test(raw))
    return [{ column, op: suffix === '_min' ? '>=' : suffix === '_max' ? '<=' : '=', value: start }];
  const nextDay = new Date(Date.parse(start) + DAY_MS).toISOString();
  if (suffix === '_min') return [{ column, op: '>=', value: start }];
  if (suffix === '_max') return [{ column, op: '<', value: nextDay }];
  return [
    { column, op: '>=', value: start },
    { column, op: '<', value: nextDay },
  ];
}

function isoInstant(raw: string): string {
  const time =
    DATE_ONLY.test(raw) || DATE_TIME.test(raw)
      ? Date.parse(DATE_ONLY.test(raw) ? `${raw}T00:00:00Z` : raw)
      : NaN;
  if (Number.isNaN(time))
    throw new FilterError('Expected an ISO-8601 date like 2025-03-01 or 2025-03-01T12:00:00Z');
  return new Date(time).toISOString();
}

function readDirection(value: string | undefined, key: string, errors: TFieldErrors): 'asc' | 'desc' {
  const direction = (value ?? 'asc').toLowerCase();
  if (direction === 'asc' || direction === 'desc') return direction;
  errors[key] = ["Expected the direction 'asc' or 'desc'"];
  return 'asc';
}

function nonNegativeInt(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new FilterError('Expected a whole number of 0 or more');
  return inColumnRange(Number(raw), `At most ${INT_COLUMN_RANGE.max}`);
}

/** The value if an integer column holds it: beyond, PostgreSQL would fail instead of answering 400. */
function inColumnRange(value: number, message: string): number {
  if (value < INT_COLUMN_RANGE.min || value > INT_COLUMN_RANGE.max) throw new FilterError(message);
  return value;
}

function positiveInt(raw: string): number {
  const value = nonNegativeInt(raw);
  if (value < 1) throw new FilterError('Expected a whole number of 1 or more');
  return value;
}
