import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseEnv } from '@tableside/server/env';
import { startServer } from '@tableside/server/start-server';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, table } from './format.ts';
import { scratchPostgres } from './scratch-postgres.ts';

/**
 * A busy night (issue 15 "Fast at real scale"): 40 tables order, add items and follow their orders
 * live while staff move the orders along on the board, against the real Node host on a throw-away
 * SQLite file (and on a scratch PostgreSQL database when BENCH_DATABASE_URL names a server).
 * Prints figures with their budgets; a crash is the only failure.
 */
export const NIGHT_BUDGET = {
  /** A guest's submit until the order shows on an open board (the staff stream's order.created). */
  boardP99Ms: 1000,
  /** No single HTTP request slower than this. */
  requestMaxMs: 200,
};
const ALL_DAY = 'MON:ALLDAY|TUE:ALLDAY|WED:ALLDAY|THU:ALLDAY|FRI:ALLDAY|SAT:ALLDAY|SUN:ALLDAY';
const ADMIN = { email: 'admin@example.com', password: 'bench-night-password' };

export type TNightOptions = { seconds: number; tables: number; seed: number };
const DEFAULTS: TNightOptions = { seconds: 60, tables: 40, seed: 15 };

type TDialect = 'sqlite' | 'postgres';

export type TLatency = { count: number; p50: number; p95: number; p99: number; max: number };
export type TRouteFigures = TLatency & { route: string; over: number; non2xx: Record<string, number> };

export type TNightReport = {
  dialect: TDialect;
  seconds: number;
  tables: number;
  /** Tables of the sample cafe used as they were, and tables the bench created. */
  tablesCreated: number;
  submits: number;
  addItems: number;
  statusChanges: number;
  /** (a) submit sent → order.created on the staff stream. */
  board: TLatency;
  boardMissing: number;
  /** (c) status PATCH sent → order.status_changed on that table's guest stream. */
  guestStatus: TLatency;
  guestStatusMissing: number;
  /** Submit sent → order.created on the guest table's own stream. */
  guestCreated: TLatency;
  /** (b) every HTTP request of the run, by route. */
  routes: TRouteFigures[];
  requestsOver: number;
  /** The slowest requests over the budget, with when in the run they started. */
  slowest: { route: string; atS: number; ms: number }[];
  requestMax: number;
  /** Event loop delay (ms) of the simulated guests and staff: a stalled client delays its own clocks. */
  loopDelay: TLoopDelay;
  /** Event loop delay (ms) of the product's process during the night. */
  serverLoopDelay?: TLoopDelay | undefined;
};

/* ---- Small helpers ---- */

/** A seeded generator (mulberry32), so two runs make the same choices. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function latency(values: number[]): TLatency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted.length === 0
      ? Number.NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/* ---- HTTP with a latency record per route ---- */

class Recorder {
  readonly byRoute = new Map<string, { ms: number[]; non2xx: Record<string, number> }>();
  /** Requests over the budget: route, when in the run (s) and how long (ms). */
  readonly slow: { route: string; atS: number; ms: number }[] = [];
  recording = false;
  startedAt = 0;

  add(route: string, ms: number, status: number): void {
    if (!this.recording) return;
    if (ms > NIGHT_BUDGET.requestMaxMs) {
      this.slow.push({ route, atS: (performance.now() - ms - this.startedAt) / 1000, ms });
    }
    const entry = this.byRoute.get(route) ?? { ms: [], non2xx: {} };
    entry.ms.push(ms);
    if (status < 200 || status > 299) entry.non2xx[status] = (entry.non2xx[status] ?? 0) + 1;
    this.byRoute.set(route, entry);
  }
}

type TClient = {
  /** Time from sending the request until the whole body is read; JSON parsed after the clock stops. */
  call(
    route: string,
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; json: unknown }>;
};

function httpClient(base: string, recorder: Recorder): TClient {
  return {
    async call(route, method, path, options = {}) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      recorder.add(route, performance.now() - started, response.status);
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
  };
}

/* ---- Server-Sent Events ---- */

type TSseEvent = { event: string; data: unknown; at: number };

/** Reads a text/event-stream with fetch; `onEvent` gets each event with the time its chunk arrived. */
async function openStream(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  onEvent: (event: TSseEvent) => void,
): Promise<void> {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal });
  if (!response.ok || !response.body) throw new Error(`Stream ${url} answered ${response.status}`);
  let ready: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let name = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) name = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length === 0) continue;
          if (name === 'ready') ready();
          onEvent({ event: name, data: JSON.parse(data.join('\n')), at });
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  await opened;
}

/* ---- The night ---- */

type TOrderData = { id: number; status: string; bench_id: number | null };
type TLine = { menu_item_id: number; quantity: number };

async function setUp(client: TClient, tables: number) {
  const login = await client.call('setup', 'POST', '/api/auth/login', { body: ADMIN });
  if (login.status !== 200) throw new Error(`Sign-in answered ${login.status}`);
  const token = (login.json as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };

  // The night happens whenever the bench runs: the cafe is open all day (guests order only within
  // service hours; items keep their own schedules).
  const hours = await client.call('setup', 'PUT', '/api/config/OPERATIONS.OPERATING_HOURS', {
    headers: auth,
    body: { value: ALL_DAY },
  });
  if (hours.status !== 200)
    throw new Error(`Opening hours answered ${hours.status}: ${JSON.stringify(hours.json)}`);

  const listed = await client.call('setup', 'GET', '/api/benches', { headers: auth });
  const benches = (listed.json as { data: { id: number; active: boolean; archived: boolean }[] }).data;
  const benchIds = benches.filter((bench) => bench.active && !bench.archived).map((bench) => bench.id);
  let created = 0;
  while (benchIds.length < tables) {
    const made = await client.call('setup', 'POST', '/api/benches', {
      headers: auth,
      body: { name: `Night ${created + 1}`, seat_capacity: 4, active: true },
    });
    if (made.status !== 201)
      throw new Error(`Creating a table answered ${made.status}: ${JSON.stringify(made.json)}`);
    benchIds.push((made.json as { data: { id: number } }).data.id);
    created++;
  }

  // Menu items a guest can order now without a required choice, found by a staff order each.
  const menu = (await client.call('setup', 'GET', '/api/public/menu')).json as {
    data: { categories: { items: { id: number; customizations: { required: boolean }[] }[] }[] };
  };
  const candidates = menu.data.categories
    .flatMap((category) => category.items)
    .filter((item) => item.customizations.every((customization) => !customization.required));
  const items: number[] = [];
  const setupOrders: number[] = [];
  for (const item of candidates) {
    const tried = await client.call('setup', 'POST', '/api/customer-orders', {
      headers: auth,
      body: { items: [{ menu_item_id: item.id, quantity: 1 }] },
    });
    if (tried.status === 201) {
      items.push(item.id);
      setupOrders.push((tried.json as { data: { id: number } }).data.id);
    }
    if (items.length === 8) break;
  }
  if (items.length < 2) throw new Error('Fewer than two menu items can be ordered now; nothing to measure.');
  // The setup orders leave the board, so the night starts with an empty one.
  for (const id of setupOrders) {
    await client.call('setup', 'PATCH', `/api/customer-orders/${id}/status`, {
      headers: auth,
      body: { status: 'COMPLETED' },
    });
  }
  return { auth, benchIds: benchIds.slice(0, tables), items, created };
}

type TLoopDelay = { p50: number; p99: number; max: number };

function loopFigures(histogram: ReturnType<typeof monitorEventLoopDelay>): TLoopDelay {
  const ms = (nanoseconds: number) => nanoseconds / 1e6;
  return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
}

/**
 * The product in its own Node process, as in production: the simulated guests and staff must not
 * share (and stall) the server's event loop. It prints its URL, and its event loop delay on SIGTERM.
 */
async function serve(): Promise<void> {
  const env = parseEnv({
    HOST: '127.0.0.1',
    DATA_DIR: process.env.BENCH_NIGHT_DATA_DIR,
    SEED_SAMPLE_DATA: 'true',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every table's phones have their own address, as in a restaurant; the public rate limits key on it.
    TRUST_PROXY: 'true',
    WEB_DIR: process.env.WEB_DIR,
    ...(process.env.BENCH_NIGHT_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_NIGHT_DATABASE_URL } : {}),
  });
  const server = await startServer({ ...env, port: 0 }, { print: () => {} });
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.on('message', (message) => {
    if (message === 'start') histogram.enable();
  });
  process.once('SIGTERM', () => {
    histogram.disable();
    const figures = loopFigures(histogram);
    void server.stop().finally(() => {
      process.stdout.write(`${JSON.stringify({ loop: figures })}\n`, () => process.exit(0));
    });
  });
}

type TChildServer = { url: string; startMeasuring(): void; stop(): Promise<TLoopDelay | undefined> };

async function spawnServer(dataDir: string, databaseUrl: string | undefined): Promise<TChildServer> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve'], {
    env: {
      ...process.env,
      BENCH_NIGHT_DATA_DIR: dataDir,
      ...(databaseUrl ? { BENCH_NIGHT_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout! });
  const messages: Record<string, unknown>[] = [];
  let notify: () => void = () => {};
  lines.on('line', (line) => {
    if (!line.startsWith('{')) return;
    messages.push(JSON.parse(line) as Record<string, unknown>);
    notify();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = async (key: string): Promise<Record<string, unknown> | undefined> => {
    for (;;) {
      const found = messages.find((message) => key in message);
      if (found) return found;
      const more = new Promise<void>((resolve) => {
        notify = resolve;
      });
      const ended = await Promise.race([more.then(() => false), exited.then(() => true)]);
      if (ended) return messages.find((message) => key in message);
    }
  };
  const started = await next('url');
  if (!started) throw new Error('The product did not start (see the lines above).');
  return {
    url: started.url as string,
    startMeasuring: () => child.send('start'),
    async stop() {
      child.kill('SIGTERM');
      const stopped = await Promise.race([next('loop'), sleep(15_000).then(() => undefined)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      return stopped?.loop as TLoopDelay | undefined;
    },
  };
}

/**
 * Not measured: five tables order, add an item and are served once, so the night measures a server
 * that has answered each route before (as after the first minutes of opening), not its first calls.
 */
async function warmUp(
  client: TClient,
  auth: Record<string, string>,
  tables: { benchId: number; address: string }[],
  items: number[],
): Promise<void> {
  for (const [index, tableItem] of tables.entries()) {
    const guest = { 'x-forwarded-for': tableItem.address };
    const submitted = await client.call('warm-up', 'POST', '/api/customer/orders/submit', {
      headers: { ...guest, 'idempotency-key': `night-warm-up-${index}-${Date.now()}` },
      body: {
        bench_id: tableItem.benchId,
        items: [{ menu_item_id: items[index % items.length]!, quantity: 1 }],
      },
    });
    if (submitted.status !== 201) throw new Error(`A warm-up order answered ${submitted.status}`);
    const order = (submitted.json as { data: { id: number; order_token: string } }).data;
    await client.call('warm-up', 'POST', `/api/customer/orders/${order.id}/add-items`, {
      headers: { ...guest, 'x-order-token': order.order_token },
      body: { items: [{ menu_item_id: items[0]!, quantity: 1 }] },
    });
    await client.call('warm-up', 'GET', `/api/customer/orders/bench/${tableItem.benchId}`, {
      headers: guest,
    });
    for (const status of ['OPENED', 'READY', 'DELIVERED']) {
      await client.call('warm-up', 'PATCH', `/api/customer-orders/${order.id}/status`, {
        headers: auth,
        body: { status },
      });
    }
  }
}

export async function measureNight(
  dialect: TDialect,
  options: Partial<TNightOptions> = {},
): Promise<TNightReport> {
  const { seconds, tables, seed } = { ...DEFAULTS, ...options };
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-bench-night-'));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres' && !serverUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL');
  const scratch = dialect === 'postgres' ? await scratchPostgres(serverUrl!, 'night') : undefined;
  try {
    const server = await spawnServer(dataDir, scratch?.url);
    const abort = new AbortController();
    let report: TNightReport | undefined;
    try {
      report = await runNight(
        server.url,
        dialect,
        { seconds, tables, seed },
        abort.signal,
        server.startMeasuring,
      );
    } finally {
      abort.abort();
      const serverLoop = await server.stop();
      if (report) report.serverLoopDelay = serverLoop;
    }
    return report;
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runNight(
  base: string,
  dialect: TDialect,
  { seconds, tables, seed }: TNightOptions,
  signal: AbortSignal,
  startMeasuring: () => void,
): Promise<TNightReport> {
  const recorder = new Recorder();
  const client = httpClient(base, recorder);
  const rand = random(seed);
  const between = (low: number, high: number) => low + rand() * (high - low);
  const { auth, benchIds, items, created } = await setUp(client, tables);

  /* What the board and the tables saw, by order id. */
  const boardCreatedAt = new Map<number, number>();
  const guestCreatedAt = new Map<number, number>();
  /** `${orderId}:${status}` → when the table's stream said so. */
  const guestStatusAt = new Map<string, number>();
  const submitSentAt = new Map<number, number>();
  const patchSentAt = new Map<string, number>();
  const orderStatus = new Map<number, string>();
  let running = true;
  let submits = 0;
  let addItems = 0;
  let statusChanges = 0;

  /* The staff board: one stream; every event refetches the active orders, as the web board does. */
  let board: TOrderData[] = [];
  const since = new Map<number, { status: string; at: number }>();
  let boardBusy = false;
  let boardDirty = false;
  const refetchBoard = async (): Promise<void> => {
    if (boardBusy) {
      boardDirty = true;
      return;
    }
    boardBusy = true;
    try {
      do {
        boardDirty = false;
        const answer = await client.call(
          'GET /api/customer-orders (board)',
          'GET',
          '/api/customer-orders?status_in=SUBMITTED,OPENED,READY&include=items,bench&sort=created_at&order=asc',
          { headers: auth },
        );
        const data = (answer.json as { data: TOrderData[] | { items: TOrderData[] } }).data;
        board = Array.isArray(data) ? data : data.items;
        const now = performance.now();
        for (const order of board) {
          const seen = since.get(order.id);
          if (!seen || seen.status !== order.status) since.set(order.id, { status: order.status, at: now });
        }
      } while (boardDirty && running);
    } finally {
      boardBusy = false;
    }
  };
  await openStream(`${base}/api/events`, auth, signal, (event) => {
    if (event.event === 'order.created') {
      const { orderId } = event.data as { orderId: number };
      if (!boardCreatedAt.has(orderId)) boardCreatedAt.set(orderId, event.at);
    }
    if (event.event.startsWith('order.') && running) void refetchBoard();
  });
  await refetchBoard();

  /* The guest tables: one stream each, a distinct address each; every event refetches the table's list. */
  const tableState = benchIds.map((benchId, index) => ({
    benchId,
    address: `10.15.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    orders: [] as { id: number; token: string }[],
    busy: false,
    dirty: false,
  }));
  type TTable = (typeof tableState)[number];
  const refetchTable = async (tableItem: TTable): Promise<void> => {
    if (tableItem.busy) {
      tableItem.dirty = true;
      return;
    }
    tableItem.busy = true;
    try {
      do {
        tableItem.dirty = false;
        await client.call(
          'GET /api/customer/orders/bench/{id}',
          'GET',
          `/api/customer/orders/bench/${tableItem.benchId}`,
          { headers: { 'x-forwarded-for': tableItem.address } },
        );
      } while (tableItem.dirty && running);
    } finally {
      tableItem.busy = false;
    }
  };
  await Promise.all(
    tableState.map((tableItem) =>
      openStream(
        `${base}/api/customer/orders/bench/${tableItem.benchId}/events`,
        { 'x-forwarded-for': tableItem.address },
        signal,
        (event) => {
          const data = event.data as { orderId?: number; status?: string };
          if (event.event === 'order.created' && data.orderId !== undefined) {
            if (!guestCreatedAt.has(data.orderId)) guestCreatedAt.set(data.orderId, event.at);
          }
          if (event.event === 'order.status_changed' && data.orderId !== undefined && data.status) {
            guestStatusAt.set(`${data.orderId}:${data.status}`, event.at);
            orderStatus.set(data.orderId, data.status);
          }
          if (event.event.startsWith('order.') && running) void refetchTable(tableItem);
        },
      ),
    ),
  );

  await warmUp(client, auth, tableState.slice(0, 5), items);
  await sleep(500);

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  recorder.recording = true;
  recorder.startedAt = performance.now();
  startMeasuring();
  const endAt = performance.now() + seconds * 1000;
  const pending: Promise<unknown>[] = [];
  const track = (work: Promise<unknown>) => {
    pending.push(work.catch((error: unknown) => process.stderr.write(`busy night: ${String(error)}\n`)));
  };
  let idempotency = 0;
  const someLines = (): TLine[] => {
    const count = 1 + Math.floor(rand() * 3);
    return Array.from({ length: count }, () => ({
      menu_item_id: items[Math.floor(rand() * items.length)]!,
      quantity: 1 + Math.floor(rand() * 2),
    }));
  };

  const guest = async (tableItem: TTable): Promise<void> => {
    // The first orders come in over the first 15 s, then every 30-60 s per table.
    let nextSubmit = performance.now() + between(0, 15_000);
    let nextPoll = performance.now() + between(5_000, 20_000);
    let nextAdd = Number.POSITIVE_INFINITY;
    while (running) {
      const now = performance.now();
      const wake = Math.min(nextSubmit, nextPoll, nextAdd, endAt);
      if (wake > now) await sleep(wake - now);
      if (!running || performance.now() >= endAt) break;
      const at = performance.now();
      if (at >= nextSubmit) {
        nextSubmit = at + between(30_000, 60_000);
        const sent = performance.now();
        const answer = await client.call(
          'POST /api/customer/orders/submit',
          'POST',
          '/api/customer/orders/submit',
          {
            headers: {
              'x-forwarded-for': tableItem.address,
              'idempotency-key': `night-${seed}-${++idempotency}`,
            },
            body: { bench_id: tableItem.benchId, items: someLines() },
          },
        );
        // A refused order (a rate limit, a menu change) shows in the route's 'not 2xx' column.
        if (answer.status === 201) {
          const order = (answer.json as { data: { id: number; order_token: string } }).data;
          submitSentAt.set(order.id, sent);
          orderStatus.set(order.id, 'SUBMITTED');
          tableItem.orders.push({ id: order.id, token: order.order_token });
          submits++;
          // Some tables add to their order a little later (another drink, a dessert).
          if (rand() < 0.4) nextAdd = Math.min(nextAdd, sent + between(5_000, 20_000));
        }
      } else if (at >= nextAdd) {
        nextAdd = Number.POSITIVE_INFINITY;
        const open = tableItem.orders.filter((order) =>
          ['SUBMITTED', 'OPENED'].includes(orderStatus.get(order.id) ?? ''),
        );
        const order = open.at(-1);
        if (order) {
          const answer = await client.call(
            'POST /api/customer/orders/{id}/add-items',
            'POST',
            `/api/customer/orders/${order.id}/add-items`,
            {
              headers: { 'x-forwarded-for': tableItem.address, 'x-order-token': order.token },
              body: { items: someLines().slice(0, 1) },
            },
          );
          if (answer.status === 200) addItems++;
        }
      } else if (at >= nextPoll) {
        // A phone that lost its stream for a moment, or a guest pulling to refresh.
        nextPoll = at + between(10_000, 25_000);
        await refetchTable(tableItem);
      }
    }
  };

  /** The kitchen: every 2-4 s staff move what has waited long enough, one click at a time. */
  const NEXT: Record<string, { to: string; afterMs: number }> = {
    SUBMITTED: { to: 'OPENED', afterMs: 3_000 },
    OPENED: { to: 'READY', afterMs: 12_000 },
    READY: { to: 'DELIVERED', afterMs: 6_000 },
  };
  const benchSet = new Set(benchIds);
  const staff = async (): Promise<void> => {
    while (running && performance.now() < endAt) {
      await sleep(between(2_000, 4_000));
      if (!running || performance.now() >= endAt) break;
      const now = performance.now();
      const due = board.filter((order) => {
        const step = NEXT[order.status];
        const seen = since.get(order.id);
        return step && seen && seen.status === order.status && now - seen.at >= step.afterMs;
      });
      for (const order of due) {
        if (performance.now() >= endAt) break;
        const step = NEXT[order.status]!;
        // Only a table's own stream can tell its guests; an order taken at the counter has none.
        const followed = order.bench_id !== null && benchSet.has(order.bench_id);
        if (followed) patchSentAt.set(`${order.id}:${step.to}`, performance.now());
        const answer = await client.call(
          'PATCH /api/customer-orders/{id}/status',
          'PATCH',
          `/api/customer-orders/${order.id}/status`,
          { headers: auth, body: { status: step.to } },
        );
        if (answer.status === 200) {
          statusChanges++;
          since.set(order.id, { status: step.to, at: performance.now() });
        } else {
          patchSentAt.delete(`${order.id}:${step.to}`);
        }
      }
    }
  };

  track(staff());
  for (const tableItem of tableState) track(guest(tableItem));
  await sleep(seconds * 1000);
  // Requests under way finish and are counted; their events get a second to arrive.
  await Promise.all(pending);
  running = false;
  recorder.recording = false;
  await sleep(1_000);
  loopDelay.disable();

  const boardMs: number[] = [];
  const guestCreatedMs: number[] = [];
  let boardMissing = 0;
  for (const [id, sent] of submitSentAt) {
    const seen = boardCreatedAt.get(id);
    if (seen === undefined) boardMissing++;
    else boardMs.push(seen - sent);
    const guestSeen = guestCreatedAt.get(id);
    if (guestSeen !== undefined) guestCreatedMs.push(guestSeen - sent);
  }
  const guestStatusMs: number[] = [];
  let guestStatusMissing = 0;
  for (const [key, sent] of patchSentAt) {
    const seen = guestStatusAt.get(key);
    if (seen === undefined) guestStatusMissing++;
    else guestStatusMs.push(seen - sent);
  }
  const routes = [...recorder.byRoute].map(([route, entry]) => ({
    route,
    ...latency(entry.ms),
    over: entry.ms.filter((ms) => ms > NIGHT_BUDGET.requestMaxMs).length,
    non2xx: entry.non2xx,
  }));
  return {
    dialect,
    seconds,
    tables,
    tablesCreated: created,
    submits,
    addItems,
    statusChanges,
    board: latency(boardMs),
    boardMissing,
    guestStatus: latency(guestStatusMs),
    guestStatusMissing,
    guestCreated: latency(guestCreatedMs),
    routes,
    requestsOver: routes.reduce((sum, route) => sum + route.over, 0),
    slowest: [...recorder.slow].sort((a, b) => b.ms - a.ms).slice(0, 8),
    requestMax: Math.max(0, ...routes.map((route) => route.max)),
    loopDelay: loopFigures(loopDelay),
  };
}

/* ---- Printing ---- */

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : 'n/a');

/** "board p99 84 ms / budget <= 1000 ms ok; max request 63 ms / budget <= 200 ms ok (0 over)". */
export function nightVerdict(report: TNightReport): string {
  const boardOk = report.board.p99 <= NIGHT_BUDGET.boardP99Ms && report.boardMissing === 0;
  const requestsOk = report.requestsOver === 0;
  return (
    `board p99 ${fmt(report.board.p99)} ms / budget <= ${NIGHT_BUDGET.boardP99Ms} ms ` +
    `${boardOk ? 'ok' : 'OVER BUDGET'}${report.boardMissing ? ` (${report.boardMissing} never shown)` : ''}; ` +
    `slowest request ${fmt(report.requestMax)} ms / budget <= ${NIGHT_BUDGET.requestMaxMs} ms ` +
    `${requestsOk ? 'ok' : `OVER BUDGET (${report.requestsOver} over)`}`
  );
}

function loopText(figures: TLoopDelay | undefined): string {
  if (!figures) return 'n/a';
  return `p50 ${fmt(figures.p50)} ms, p99 ${fmt(figures.p99)} ms, max ${fmt(figures.max)} ms`;
}

export function printNightReport(report: TNightReport): void {
  const row = (name: string, figures: TLatency, budget: string, missing = 0) => [
    name,
    String(figures.count),
    fmt(figures.p50),
    fmt(figures.p95),
    fmt(figures.p99),
    fmt(figures.max),
    budget,
    missing ? `${missing} never arrived` : '',
  ];
  const lines = [
    heading(`Busy night, ${report.dialect}`),
    `${report.tables} tables (${report.tablesCreated} created for the bench), ${report.seconds} s: ` +
      `${report.submits} orders submitted, ${report.addItems} add-items, ${report.statusChanges} status changes`,
    '',
    table(
      ['Live update (ms)', 'n', 'p50', 'p95', 'p99', 'max', 'budget', ''],
      [
        row(
          'submit -> board (staff order.created)',
          report.board,
          `p99 <= ${NIGHT_BUDGET.boardP99Ms}`,
          report.boardMissing,
        ),
        row('submit -> own table stream', report.guestCreated, ''),
        row('status PATCH -> table stream', report.guestStatus, '', report.guestStatusMissing),
      ],
      'lrrrrrl',
    ),
    '',
    table(
      ['HTTP request (ms)', 'n', 'p50', 'p99', 'max', `> ${NIGHT_BUDGET.requestMaxMs} ms`, 'not 2xx'],
      report.routes.map((route) => [
        route.route,
        String(route.count),
        fmt(route.p50),
        fmt(route.p99),
        fmt(route.max),
        String(route.over),
        Object.entries(route.non2xx)
          .map(([status, count]) => `${count}x${status}`)
          .join(' '),
      ]),
      'lrrrrr',
    ),
    `Every request: budget none > ${NIGHT_BUDGET.requestMaxMs} ms: ` +
      `${report.requestsOver === 0 ? 'ok' : `OVER BUDGET, ${report.requestsOver} over`}`,
    ...(report.slowest.length === 0
      ? []
      : [
          `Slowest: ${report.slowest
            .map(
              (slow) =>
                `${slow.route.split(' ')[0]} ${slow.route.split(' ')[1]} ${fmt(slow.ms)} ms at ${slow.atS.toFixed(1)} s`,
            )
            .join('; ')}`,
        ]),
    `Event loop delay, product process: ${loopText(report.serverLoopDelay)}; ` +
      `simulated guests and staff: ${loopText(report.loopDelay)}`,
    `Verdict: ${nightVerdict(report)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** SQLite, then PostgreSQL when BENCH_DATABASE_URL is set. */
export async function measureNights(options: Partial<TNightOptions> = {}): Promise<TNightReport[]> {
  const reports = [await measureNight('sqlite', options)];
  if (process.env.BENCH_DATABASE_URL) reports.push(await measureNight('postgres', options));
  return reports;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string' },
      tables: { type: 'string' },
      seed: { type: 'string' },
      only: { type: 'string' },
      serve: { type: 'boolean' },
    },
  });
  if (values.serve) return serve();
  const options: Partial<TNightOptions> = {};
  if (values.seconds) options.seconds = Number(values.seconds);
  if (values.tables) options.tables = Number(values.tables);
  if (values.seed) options.seed = Number(values.seed);
  const dialects: TDialect[] =
    values.only === 'sqlite' || values.only === 'postgres'
      ? [values.only]
      : process.env.BENCH_DATABASE_URL
        ? ['sqlite', 'postgres']
        : ['sqlite'];
  for (const dialect of dialects) printNightReport(await measureNight(dialect, options));
}

if (isEntryPoint(import.meta.url)) runMain(main);
