import { SAMPLE_CUSTOMERS, SAMPLE_TABLES } from './sample-cafe.ts';
import { SAMPLE_MENU } from './sample-menu.ts';
import type { TSampleChoice, TSampleItem, TSampleOrder, TSampleOrderLine } from './sample-types.ts';

/**
 * About 55 sample orders over the 30 days before `now` (spec customer 9: "up to 55"), with a good
 * number today. Histories follow the spec's sample paths (customer 4); a few orders are still active.
 * Deterministic for a given `now`: a seeded generator picks the contents.
 */
type TPath = readonly number[];

const PAID_LEGACY: TPath = [1, 2, 3, 7, 6];
const DELIVERED: TPath = [1, 2, 3, 4];
const PAID: TPath = [1, 2, 5];
const FULL: TPath = [1, 2, 3, 4, 5, 6];
const CANCELLED: TPath = [1, 8];
const DIRECT: TPath = [1, 6];

const ACTIVE_TODAY: readonly TPath[] = [[1], [1], [1], [1, 2], [1, 2], [1, 2], [1, 2, 3], [1, 2, 3]];
const FINISHED_TODAY: readonly TPath[] = [FULL, PAID_LEGACY, DELIVERED, FULL, PAID, CANCELLED];
const EARLIER: readonly (readonly [TPath, number])[] = [
  [PAID_LEGACY, 12],
  [FULL, 12],
  [DIRECT, 6],
  [CANCELLED, 5],
  [DELIVERED, 3],
  [PAID, 3],
];
const HISTORY_DAYS = 29;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Minutes from the previous history entry to this code; 1→6 directly is a whole visit. */
const STEP_MINUTES: Record<number, number> = { 2: 3, 3: 12, 4: 4, 5: 25, 6: 5, 7: 25, 8: 6 };
const DIRECT_COMPLETION_MINUTES = 40;

const NOTES = [
  'Birthday – a candle on the cake, please',
  'We are in a bit of a hurry',
  'Nut allergy at the table',
];
const INSTRUCTIONS = ['Extra hot, please', 'No ice', 'Cut in half', 'Dressing on the side', 'Well done'];
const EGG_PREFERENCES = ['Scrambled, please', 'Sunny side up', 'Poached'];

type TRandom = () => number;

/** mulberry32: a tiny seeded generator, so the sample data is the same on every run. */
function seededRandom(seed: number): TRandom {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: TRandom, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/** Minutes after creation at which each code of a path was reached. */
function offsets(path: TPath): number[] {
  let minutes = 0;
  return path.map((code, index) => {
    if (index === 1 && code === 6) minutes += DIRECT_COMPLETION_MINUTES;
    else if (index > 0) minutes += STEP_MINUTES[code]!;
    return minutes;
  });
}

function durationMinutes(path: TPath): number {
  return offsets(path).at(-1)!;
}

function history(path: TPath, createdAt: number) {
  const minutes = offsets(path);
  return path.map((code, index) => ({
    code,
    at: new Date(createdAt + minutes[index]! * MINUTE).toISOString(),
  }));
}

function choicesFor(item: TSampleItem, random: TRandom): TSampleChoice[] {
  const choices: TSampleChoice[] = [];
  for (const customization of item.customizations) {
    const { name, type, options } = customization;
    if (type === 'SELECT') {
      const fallback = options.find((option) => option.isDefault) ?? options[0]!;
      choices.push({
        customization: name,
        value: random() < 0.5 ? fallback.name : pick(random, options).name,
      });
    } else if (type === 'TEXT') {
      if (random() < 0.5) choices.push({ customization: name, value: pick(random, EGG_PREFERENCES) });
    } else if (random() < 0.3) {
      choices.push({ customization: name, value: pick(random, options).name });
    }
  }
  return choices;
}

const ORDERABLE = SAMPLE_MENU.flatMap((category) =>
  category.items.filter((item) => item.available !== false),
);
const DRINK_CATEGORIES = new Set(['Coffee', 'Tea', 'Cold Drinks']);
const DRINKS = SAMPLE_MENU.filter((c) => DRINK_CATEGORIES.has(c.name)).flatMap((c) => c.items);
const FOOD = ORDERABLE.filter((item) => !DRINKS.includes(item));
const OPEN_TABLES = SAMPLE_TABLES.filter((table) => table.active && !table.archived).map(
  (table) => table.name,
);
const NAMED_CUSTOMERS = SAMPLE_CUSTOMERS.filter((customer) => !customer.isGuest).map((c) => c.key);
const GUESTS = SAMPLE_CUSTOMERS.filter((customer) => customer.isGuest).map((c) => c.key);

function lines(random: TRandom): TSampleOrderLine[] {
  const items = [pick(random, DRINKS)];
  if (random() < 0.4) items.push(pick(random, DRINKS));
  const foodCount = Math.floor(random() * 3);
  for (let i = 0; i < foodCount; i++) items.push(pick(random, FOOD));
  return items.map((item) => ({
    item: item.name,
    quantity: random() < 0.2 ? 2 : 1,
    choices: choicesFor(item, random),
    specialInstructions: random() < 0.15 ? pick(random, INSTRUCTIONS) : null,
  }));
}

function shuffled<T>(values: readonly T[], random: TRandom): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** When each planned path happened: earlier days, then today's finished and still active orders. */
function schedule(now: Date, random: TRandom): { path: TPath; createdAt: number }[] {
  const nowMs = now.getTime();
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const earlier = shuffled(
    EARLIER.flatMap(([path, count]) => Array.from({ length: count }, () => path)),
    random,
  );
  const planned = earlier.map((path, index) => {
    const daysAgo = HISTORY_DAYS - Math.floor((index * HISTORY_DAYS) / earlier.length);
    const openingMinute = 8 * 60 + Math.floor(random() * 12 * 60);
    return { path, createdAt: startOfToday - daysAgo * DAY + openingMinute * MINUTE };
  });
  // Today's finished orders spread over the day so far (at least an hour, at most ten), ending half an hour ago.
  const span = Math.min(Math.max(nowMs - startOfToday - 90 * MINUTE, 60 * MINUTE), 10 * 60 * MINUTE);
  FINISHED_TODAY.forEach((path, index) => {
    const end = nowMs - 30 * MINUTE - ((FINISHED_TODAY.length - index) * span) / FINISHED_TODAY.length;
    planned.push({ path, createdAt: end - durationMinutes(path) * MINUTE });
  });
  ACTIVE_TODAY.forEach((path, index) => {
    const lastChange = nowMs - (2 + 3 * (ACTIVE_TODAY.length - index)) * MINUTE;
    planned.push({ path, createdAt: lastChange - durationMinutes(path) * MINUTE });
  });
  return planned.sort((a, b) => a.createdAt - b.createdAt);
}

/** Every third order names a regular; a few more come from guests who left just a name. */
function customerOf(index: number, random: TRandom): string | null {
  if (index % 3 === 0) return NAMED_CUSTOMERS[(index / 3) % NAMED_CUSTOMERS.length]!;
  return index % 7 === 5 ? pick(random, GUESTS) : null;
}

export function buildSampleOrders(now: Date): TSampleOrder[] {
  const random = seededRandom(20_240_915);
  return schedule(now, random).map(({ path, createdAt }, index) => {
    const isManual = index % 6 === 4;
    return {
      // Some staff orders are taken at the counter, without a table.
      table: isManual && index % 4 === 0 ? null : pick(random, OPEN_TABLES),
      customer: customerOf(index, random),
      isManual,
      notes: random() < 0.1 ? pick(random, NOTES) : null,
      lines: lines(random),
      history: history(path, createdAt),
    };
  });
}
