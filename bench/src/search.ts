import { createSignedInUser } from '@tableside/api/auth/auth.test-helpers';
import { seedDatabase } from '@tableside/api/seed/seed';
import { createTestContext, type TTestContext } from '@tableside/api/test/test-context';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, table } from './format.ts';

/**
 * The latency of GET /api/search (the admin header's global search) on a menu of 5000 items, through
 * `app.request`, so it is the API and the database alone, no network. In-memory SQLite, or
 * PostgreSQL when TEST_DATABASE_URL is set (a private schema, dropped afterwards). Prints figures.
 */
const ITEMS = 5000;
const CATEGORIES = 50;
const TABLES = 200;
const WARM_UP = 20;
const RUNS = 200;

/** Short terms match many rows (worst case: every kind fills its 5), long ones few or none. */
const TERMS = ['a', 'mocha', 'mocha 4321', 'kitchen', 'zzzz'];

const WORDS = ['Latte', 'Mocha', 'Espresso', 'Chai', 'Bagel', 'Croissant', 'Salad', 'Soup', 'Tart', 'Toast'];

async function seedMenu(ctx: TTestContext): Promise<void> {
  await seedDatabase(ctx.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'bench-password',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData: false,
  });
  const now = new Date().toISOString();
  const categoryIds: number[] = [];
  for (let index = 0; index < CATEGORIES; index++) {
    const row = await ctx.db
      .insertInto('menu_categories')
      .values({
        name: `Category ${index}`,
        sort_order: index,
        is_available: 1,
        is_visible: 1,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  const items = Array.from({ length: ITEMS }, (_, index) => ({
    category_id: categoryIds[index % CATEGORIES]!,
    name: `${WORDS[index % WORDS.length]} ${index}`,
    basic_price: 300,
    default_price: 300,
    is_available: 1,
    is_visible: 1,
    sort_order: index,
    updated_at: now,
  }));
  // Chunks keep under SQLite's and PostgreSQL's bound-parameter limits.
  for (let start = 0; start < items.length; start += 500) {
    await ctx.db
      .insertInto('menu_items')
      .values(items.slice(start, start + 500))
      .execute();
  }
  await ctx.db
    .insertInto('benches')
    .values(
      Array.from({ length: TABLES }, (_, index) => ({
        name: `Table ${index + 1}`,
        seat_capacity: 4,
        active: 1,
        archived: 0,
        updated_at: now,
      })),
    )
    .execute();
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

export async function measureSearch(): Promise<void> {
  const ctx = await createTestContext();
  try {
    await seedMenu(ctx);
    const { headers } = await createSignedInUser(ctx.deps, { roles: ['OWNER'] });
    const call = async (term: string) => {
      const res = await ctx.app.request(`/api/search?q=${encodeURIComponent(term)}`, { headers });
      if (res.status !== 200) throw new Error(`GET /api/search?q=${term} answered ${res.status}`);
      return (await res.json()) as { data: unknown[] };
    };
    const rows: string[][] = [];
    for (const term of TERMS) {
      for (let run = 0; run < WARM_UP; run++) await call(term);
      const times: number[] = [];
      let results = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        results = (await call(term)).data.length;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      rows.push([
        JSON.stringify(term),
        String(results),
        percentile(times, 0.5).toFixed(2),
        percentile(times, 0.95).toFixed(2),
      ]);
    }
    process.stdout.write(
      `${heading(`Global search, ${ITEMS} menu items, ${ctx.dialect}`)}\n` +
        `${RUNS} calls per term after ${WARM_UP} warm-up calls, through app.request\n\n` +
        `${table(['term', 'results', 'median ms', 'p95 ms'], rows, 'lrrr')}\n`,
    );
  } finally {
    await ctx.close();
  }
}

if (isEntryPoint(import.meta.url)) runMain(measureSearch);
