import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import { ORDER_STATUSES, statusFromCode, type TOrderStatus } from '@tableside/shared/order-status';
import {
  STAFF_ORDER_INCLUDES,
  type TStaffOrderInclude,
  type TStaffOrderListItem,
  type TStaffOrderSummary,
  type TTodayOrderCount,
} from '@tableside/shared/staff-orders.schemas';
import { nextZonedDay, startOfZonedDay, zonedDayRange } from '@tableside/shared/zoned-time';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import { loadOrderSettings, type TWaitTimeRule } from '../orders/order-settings.service.ts';
import { toFullOrderView } from '../orders/order-view.ts';
import { findFullOrders } from '../orders/orders.repository.ts';
import { findBenchesByIds } from '../tables/tables.repository.ts';
import { countOrdersCreatedBetween, listOrderSummaries } from './staff-orders.repository.ts';

/**
 * GET /customer-orders and /customer-orders/today-count (spec admin 7 "Orders", admin 2 sidebar
 * badge). Dates mean the restaurant's days (REGIONAL.TIMEZONE): date_from=2025-03-14 starts at local
 * midnight, date_to=2025-03-14 ends before the next one. Includes are loaded for the whole page at
 * once, never per order.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_MESSAGE = 'Expected an ISO-8601 date like 2025-03-01 or 2025-03-01T12:00:00Z';

type TQuery = Readonly<Record<string, unknown>>;

export async function listStaffOrders(
  deps: TApiDeps,
  query: TQuery,
): Promise<TListResult<TStaffOrderListItem>> {
  const errors: TFieldErrors = {};
  const settings = await loadOrderSettings(deps);
  const includes = readIncludes(query.include, errors);
  const params = toListParams(query, settings.timeZone, errors);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors, 'Invalid list parameters');

  const result = await listOrderSummaries(deps.db, params);
  const rows = Array.isArray(result) ? result : result.content;
  const items = await withIncludes(deps.db, rows, includes, settings.waitTime);
  return Array.isArray(result) ? items : { ...result, content: items };
}

export async function countTodayOrders(deps: TApiDeps): Promise<TTodayOrderCount> {
  const { timeZone } = await loadOrderSettings(deps);
  const { start, end } = zonedDayRange(deps.clock.now(), timeZone);
  return { count: await countOrdersCreatedBetween(deps.db, start.toISOString(), end.toISOString()) };
}

function readIncludes(raw: unknown, errors: TFieldErrors): Set<TStaffOrderInclude> {
  if (raw === undefined || raw === '') return new Set();
  const names = typeof raw === 'string' ? raw.split(',').map((name) => name.trim()) : [];
  const known = names.filter((name): name is TStaffOrderInclude =>
    (STAFF_ORDER_INCLUDES as readonly string[]).includes(name),
  );
  const unknown = names.filter((name) => name !== '' && !known.includes(name as TStaffOrderInclude));
  if (typeof raw !== 'string' || unknown.length > 0) {
    errors.include = [`Expected a comma-separated list of ${STAFF_ORDER_INCLUDES.join(', ')}`];
  }
  return new Set(known);
}

/** The request's keys as the list helper reads them: dates become created_at bounds, statuses names. */
function toListParams(query: TQuery, timeZone: string, errors: TFieldErrors): Record<string, unknown> {
  const { include: _include, date_from, date_to, ...rest } = query;
  const params: Record<string, unknown> = { ...rest };
  const bound = (key: string, target: string, raw: unknown, edge: 'start' | 'end') => {
    if (raw === undefined || raw === '') return;
    const instant = typeof raw === 'string' ? readInstant(raw.trim(), timeZone, edge) : null;
    if (instant === null) errors[key] = [DATE_MESSAGE];
    else if (params[target] !== undefined && params[target] !== '')
      errors[key] = [`Send ${key} or ${target}`];
    else params[target] = instant;
  };
  bound('date_from', 'created_at_min', date_from, 'start');
  bound('date_to', 'created_at_max', date_to, 'end');
  for (const key of ['status', 'status_in'] as const) {
    const raw = params[key];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const statuses = raw.split(',').map((part) => readStatus(part.trim()));
    if (statuses.every((status) => status !== undefined)) params[key] = statuses.join(',');
    else errors[key] = [`Expected ${ORDER_STATUSES.join(', ')} or a status code 1 to 8`];
  }
  return params;
}

/** A status name in any case, or a history code (7, the legacy paid code, means PAID). */
function readStatus(raw: string): TOrderStatus | undefined {
  if (/^\d+$/.test(raw)) return statusFromCode(Number(raw));
  return ORDER_STATUSES.find((status) => status === raw.toUpperCase());
}

/** A bare date covers the restaurant's whole day; a date-time is taken as given. */
function readInstant(raw: string, timeZone: string, edge: 'start' | 'end'): string | null {
  if (DATE_ONLY.test(raw)) {
    if (Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) return null;
    // The end bound is inclusive (<=) in the list helper: the last millisecond of the day.
    return edge === 'start'
      ? startOfZonedDay(raw, timeZone).toISOString()
      : new Date(nextZonedDay(raw, timeZone).getTime() - 1).toISOString();
  }
  const time = DATE_TIME.test(raw) ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

async function withIncludes(
  db: Kysely<Database>,
  rows: TStaffOrderSummary[],
  includes: ReadonlySet<TStaffOrderInclude>,
  waitTime: TWaitTimeRule,
): Promise<TStaffOrderListItem[]> {
  if (includes.size === 0 || rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  const needsWhole = includes.has('items') || includes.has('customer') || includes.has('status_history');
  const whole = needsWhole ? await findFullOrders(db, ids) : [];
  const views = new Map(whole.map((order) => [order.id, toFullOrderView(order, waitTime)]));
  const benchIds = [...new Set(rows.flatMap((row) => (row.bench_id === null ? [] : [row.bench_id])))];
  const benches = includes.has('bench')
    ? new Map((await findBenchesByIds(db, benchIds)).map((bench) => [bench.id, bench]))
    : new Map();

  return rows.map((row): TStaffOrderListItem => {
    const view = views.get(row.id);
    return {
      ...row,
      ...(includes.has('bench') && { bench: (row.bench_id !== null && benches.get(row.bench_id)) || null }),
      ...(includes.has('customer') && { customer: view?.customer ?? null }),
      ...(includes.has('items') && { items: view?.items ?? [] }),
      ...(includes.has('status_history') && { status_history: view?.status_history ?? [] }),
    };
  });
}
