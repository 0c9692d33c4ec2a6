import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '@tableside/server/env';
import { startServer } from '@tableside/server/start-server';
import type { TProduct } from './start-product.ts';

/**
 * Issue 15 "Fast at real scale": the guest menu with 2,000 items, "the sample items duplicated".
 * A big restaurant's menu here is 16 sections of 125 dishes: the sample cafe's 8 categories and a
 * second one of each ("Coffee 2", ...), every one filled with copies of its own sample items, so a
 * section holds the dishes it would (drinks with milk choices, bowls with protein and spice).
 */
export const BIG_MENU_ITEMS = 2000;
export const BIG_MENU_CATEGORIES = 16;
const ITEMS_PER_CATEGORY = BIG_MENU_ITEMS / BIG_MENU_CATEGORIES;

/** Parallel admin requests while seeding: enough to keep the server busy, few enough for 2 cores. */
const SEED_CONCURRENCY = 6;

const ADMIN = { email: 'admin@example.com', password: 'big-menu-password' };
const ALL_DAY = 'MON:ALLDAY|TUE:ALLDAY|WED:ALLDAY|THU:ALLDAY|FRI:ALLDAY|SAT:ALLDAY|SUN:ALLDAY';

export type TSeeding = {
  ms: number;
  items: number;
  categories: number;
  requests: number;
};

export type TBigMenuProduct = TProduct & { seeding: TSeeding };

type TCategory = { id: number; name: string; description: string | null; time_availability: unknown };
type TItem = { id: number; category_id: number; name: string; time_availability: unknown };

/**
 * The real Node host on a throw-away SQLite database with the sample cafe (as startProduct, serving
 * WEB_DIR when set), then the big menu made through the admin API as a restaurant would make it:
 * `POST /api/menu-items/{id}/duplicate` (the copy keeps the item's customizations, options and tags)
 * and `PUT /api/menu-items/{id}` to give the copy its own name and, for the second sections, move it.
 */
export async function startBigMenuProduct(): Promise<TBigMenuProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const env = parseEnv({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_SAMPLE_DATA: 'true',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIR: process.env.WEB_DIR,
  });
  if (!existsSync(join(env.webDir, 'index.html'))) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`No web build at ${env.webDir}: run 'npm run build -w @tableside/web' first.`);
  }
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const stop = async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = await startServer({ ...env, port: 0 }, { print: () => {} });
    const seeding = await seedBigMenu(server.url);
    return { url: server.url, stop, seeding };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** Runs `work` against the product with the big menu and always stops it afterwards. */
export async function withBigMenuProduct<T>(work: (product: TBigMenuProduct) => Promise<T>): Promise<T> {
  const product = await startBigMenuProduct();
  try {
    return await work(product);
  } finally {
    await product.stop();
  }
}

async function seedBigMenu(baseUrl: string): Promise<TSeeding> {
  const startedAt = performance.now();
  let requests = 0;
  let token = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    requests++;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} /api${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: T }).data;
  };

  token = (await call<{ access_token: string }>('POST', '/auth/login', ADMIN)).access_token;

  // The page must be the same at any hour of the run: the cafe open all day, and no section or dish
  // on a schedule (the sample's breakfast, lunch and salad hours would grey out a third of the menu).
  await call('PUT', '/config/OPERATIONS.OPERATING_HOURS', { value: ALL_DAY });
  const categories = await call<TCategory[]>('GET', '/menu-categories');
  const items = await call<TItem[]>('GET', '/menu-items');
  for (const category of categories) {
    if (category.time_availability !== null) {
      await call('PUT', `/menu-categories/${category.id}`, { time_availability: null });
    }
  }
  for (const item of items) {
    if (item.time_availability !== null) {
      await call('PUT', `/menu-items/${item.id}`, { time_availability: null });
    }
  }

  // Each sample category and its second section are filled with copies of the category's items.
  type TCopy = { original: TItem; name: string; categoryId: number | null };
  const copies: TCopy[] = [];
  const copyCount = new Map<number, number>();
  const nextName = (original: TItem) => {
    const count = (copyCount.get(original.id) ?? 1) + 1;
    copyCount.set(original.id, count);
    return `${original.name} ${count}`;
  };
  for (const category of categories) {
    const own = items.filter((item) => item.category_id === category.id);
    if (own.length === 0) continue;
    const second = await call<TCategory>('POST', '/menu-categories', {
      name: `${category.name} 2`,
      description: category.description,
    });
    for (let index = own.length; index < ITEMS_PER_CATEGORY; index++) {
      const original = own[index % own.length] as TItem;
      copies.push({ original, name: nextName(original), categoryId: null });
    }
    for (let index = 0; index < ITEMS_PER_CATEGORY; index++) {
      const original = own[index % own.length] as TItem;
      copies.push({ original, name: nextName(original), categoryId: second.id });
    }
  }

  await inParallel(copies, SEED_CONCURRENCY, async (copy) => {
    const duplicate = await call<TItem>('POST', `/menu-items/${copy.original.id}/duplicate`);
    await call('PUT', `/menu-items/${duplicate.id}`, {
      name: copy.name,
      ...(copy.categoryId === null ? {} : { category_id: copy.categoryId }),
    });
  });

  const menuCategories = await call<Array<{ item_count: number }>>('GET', '/menu-categories');
  const total = menuCategories.reduce((sum, category) => sum + category.item_count, 0);
  if (total !== BIG_MENU_ITEMS) throw new Error(`The big menu has ${total} items, not ${BIG_MENU_ITEMS}.`);
  return {
    ms: performance.now() - startedAt,
    items: total,
    categories: menuCategories.length,
    requests,
  };
}

async function inParallel<T>(jobs: T[], concurrency: number, work: (job: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as T;
      await work(job);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
