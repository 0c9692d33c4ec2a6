import { startOfZonedDay, zonedDate } from '@tableside/shared/zoned-time';
import type { TApiDeps } from '../deps.ts';
import { keptDays, SETTLE_MS, type TRange } from './dashboard-cache.ts';
import {
  findCustomerRows,
  findHourRows,
  findItemRows,
  findPrepRows,
  type TDaySpan,
} from './dashboard-days.repository.ts';
import { addFigures, figuresByDay, sumFigures, type TFigures } from './dashboard-figures.ts';
import { addDays, offsetSegments, type TSpan } from './dashboard-periods.ts';

/**
 * A span's figures (decision 0029): its finished restaurant days from the instance's cache, the rest
 * (today so far, a day not yet settled, a part of a day at either end) read live, all added up.
 * A location's span (decision 0019) is read live whole. `totals` reads only the orders' counts and
 * sales for the live parts (the previous period shows no more).
 */
export type TSpanFigures = { kept?: TRange; live: TFigures };
type TNeeds = 'all' | 'totals';

/** The first instant of a restaurant day, in ms; days are asked for again and again, the zone's rules never change. */
const dayStarts = new Map<string, number>();
function dayStart(date: string, timeZone: string): number {
  const key = `${timeZone}\n${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = startOfZonedDay(date, timeZone).getTime();
    if (dayStarts.size > 20_000) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/** The span's figures read from the database, grouped by restaurant day and added up. */
async function readLive(
  deps: TApiDeps,
  span: TSpan,
  timeZone: string,
  needs: TNeeds,
  branchId?: number,
): Promise<TFigures> {
  if (span.from.getTime() >= span.to.getTime()) return sumFigures([]);
  const byDay = await readDays(deps, span, timeZone, needs, branchId);
  return sumFigures(byDay.values());
}

async function readDays(
  deps: TApiDeps,
  span: TSpan,
  timeZone: string,
  needs: TNeeds,
  branchId?: number,
): Promise<Map<string, TFigures>> {
  const daySpan: TDaySpan = {
    from: span.from.toISOString(),
    to: span.to.toISOString(),
    branchId,
    segments: offsetSegments(span, timeZone),
  };
  const { db } = deps;
  const [hours, prep, items, customers] = await Promise.all([
    findHourRows(db, daySpan),
    needs === 'all' ? findPrepRows(db, daySpan) : [],
    needs === 'all' ? findItemRows(db, daySpan) : [],
    needs === 'all' ? findCustomerRows(db, daySpan) : [],
  ]);
  return figuresByDay({ hours, prep, items, customers });
}

export async function spanFigures(
  deps: TApiDeps,
  span: TSpan,
  timeZone: string,
  needs: TNeeds,
  branchId?: number,
): Promise<TSpanFigures> {
  if (branchId !== undefined) return { live: await readLive(deps, span, timeZone, needs, branchId) };
  const from = span.from.getTime();
  // Whole days inside the span that ended (and settled) before now.
  const settled = Math.min(span.to.getTime(), deps.clock.now().getTime() - SETTLE_MS);
  let first = zonedDate(span.from, timeZone);
  if (dayStart(first, timeZone) < from) first = addDays(first, 1);
  let afterLast = first;
  while (dayStart(addDays(afterLast, 1), timeZone) <= settled) afterLast = addDays(afterLast, 1);
  if (afterLast === first) return { live: await readLive(deps, span, timeZone, needs) };

  const keptFrom = new Date(dayStart(first, timeZone));
  const keptTo = new Date(dayStart(afterLast, timeZone));
  const [kept, before, after] = await Promise.all([
    keptDays(deps, timeZone, first, addDays(afterLast, -1), (a, b) => {
      const days = { from: new Date(dayStart(a, timeZone)), to: new Date(dayStart(addDays(b, 1), timeZone)) };
      return readDays(deps, days, timeZone, 'all');
    }),
    readLive(deps, { from: span.from, to: keptFrom }, timeZone, needs),
    readLive(deps, { from: keptTo, to: span.to }, timeZone, needs),
  ]);
  return { kept, live: addFigures(before, after) };
}
