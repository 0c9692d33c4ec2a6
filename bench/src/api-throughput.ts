import { runAutocannon, type TLoadResult } from './autocannon-run.ts';
import { startBareHono } from './bare-hono.ts';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, kb, table } from './format.ts';
import { withProduct } from './start-product.ts';
import { childrenCpuSeconds, runWrk, wrkInstalled } from './wrk-run.ts';

/** Bounded load on loopback: rounds alternate the targets so drift on a noisy machine hits each alike. */
const ROUNDS = 2;
const SECONDS = 5;
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 1;
/** What a phone's browser sends with every request; without it the menu would go out uncompressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

type TTargetName = 'menu' | 'menu 304' | 'bare hono';
type TTarget = { name: TTargetName; url: string; headers?: Record<string, string>; expect: '2xx' | '3xx' };
/** `clientCpuShare`: the load generator's CPU over the run's time, 1 being one core busy throughout. */
type TMeasuredRun = TLoadResult & { cpuUs: number; clientCpuShare: number | null };
/** A load generator this busy sets the pace itself: the figure is its limit, not the server's. */
const SATURATED_CLIENT = 0.9;

export type TTargetSummary = {
  name: TTargetName;
  url: string;
  reqPerSec: number;
  /** The worst round's p99, so one slow round is not averaged away. */
  p99Ms: number;
  bytesPerSec: number;
  /**
   * The serving process's CPU time per request (user + system, syscalls included): the product and
   * the bare route run in this process and the load generator in another, so other work on a shared
   * machine moves it far less than req/s.
   */
  cpuUsPerRequest: number;
  rounds: TMeasuredRun[];
  problems: string[];
};

export type TApiReport = {
  /** wrk when Debian's package is installed, else autocannon (bench/README.md). */
  generator: 'wrk' | 'autocannon';
  rounds: number;
  secondsPerRun: number;
  connections: number;
  targets: TTargetSummary[];
  /** Menu req/s over bare Hono req/s in this run; 1.0 would mean the menu costs nothing. */
  menuToBare: number;
  menu304ToBare: number;
  /** The same ratio per round (adjacent runs), to show how much the machine's noise moves it. */
  menuToBareByRound: number[];
  /** Bare route's CPU per request over the menu's: the ratio req/s would show on an idle machine. */
  menuToBareByCpu: number;
};

/** GET /api/public/menu on the product beside a bare Hono JSON route, both under the same load. */
export async function measureApi(productUrl: string): Promise<TApiReport> {
  const menuUrl = `${productUrl}/api/public/menu`;
  const first = await fetch(menuUrl, { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
  if (!first.ok) throw new Error(`GET ${menuUrl} answered ${first.status}; nothing to measure.`);
  const etag = first.headers.get('etag');
  await first.arrayBuffer();
  // wrk does not tell 2xx from 3xx: the 304 path is checked once here.
  const revalidated = etag ? await fetch(menuUrl, { headers: { 'If-None-Match': etag } }) : null;
  if (revalidated && revalidated.status !== 304)
    throw new Error(`GET ${menuUrl} with its ETag answered ${revalidated.status}, not 304.`);
  const bare = await startBareHono();
  try {
    const menu: TTarget = { name: 'menu', url: menuUrl, expect: '2xx' };
    const floor: TTarget = { name: 'bare hono', url: bare.url, expect: '2xx' };
    const targets = [menu, floor];
    if (etag)
      targets.push({ name: 'menu 304', url: menuUrl, headers: { 'If-None-Match': etag }, expect: '3xx' });
    // Warm-up lets the JIT and the menu cache settle; its figures are discarded.
    for (const target of targets) await load(target, WARM_UP_SECONDS);
    const results = new Map<TTarget, TMeasuredRun[]>(targets.map((target) => [target, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) results.get(target)?.push(await load(target, SECONDS));
    }
    const summaries = targets.map((target) => summarize(target, results.get(target) ?? []));
    const find = (name: TTargetName) => summaries.find((summary) => summary.name === name);
    const rate = (name: TTargetName) => find(name)?.reqPerSec ?? NaN;
    const cpu = (name: TTargetName) => find(name)?.cpuUsPerRequest ?? NaN;
    const floorRounds = results.get(floor) ?? [];
    return {
      generator: wrkInstalled() ? 'wrk' : 'autocannon',
      rounds: ROUNDS,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      targets: summaries,
      menuToBare: rate('menu') / rate('bare hono'),
      menu304ToBare: rate('menu 304') / rate('bare hono'),
      menuToBareByRound: (results.get(menu) ?? []).map(
        (result, round) => perSecond(result) / perSecond(floorRounds[round] ?? result),
      ),
      menuToBareByCpu: cpu('bare hono') / cpu('menu'),
    };
  } finally {
    await bare.stop();
  }
}

async function load(target: TTarget, seconds: number): Promise<TMeasuredRun> {
  const before = process.cpuUsage();
  const clientBefore = childrenCpuSeconds();
  const spec = {
    url: target.url,
    connections: CONNECTIONS,
    seconds,
    headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING, ...target.headers },
  };
  const result = wrkInstalled() ? await runWrk(spec, target.expect) : await runAutocannon(spec);
  const used = process.cpuUsage(before);
  const clientAfter = childrenCpuSeconds();
  const clientCpuShare =
    clientBefore === null || clientAfter === null ? null : (clientAfter - clientBefore) / result.seconds;
  return { ...result, cpuUs: used.user + used.system, clientCpuShare };
}

function perSecond(result: TLoadResult): number {
  return result.requests / result.seconds;
}

function summarize(target: TTarget, rounds: TMeasuredRun[]): TTargetSummary {
  const seconds = rounds.reduce((total, round) => total + round.seconds, 0);
  const requests = rounds.reduce((total, round) => total + round.requests, 0);
  const bytes = rounds.reduce((total, round) => total + round.bytes, 0);
  const problems: string[] = [];
  for (const round of rounds) {
    const unexpected = round.requests - round.statuses[target.expect];
    if (unexpected > 0) problems.push(`${unexpected} responses were not ${target.expect}`);
    if (round.errors > 0) problems.push(`${round.errors} connection errors (${round.timeouts} timeouts)`);
    if (round.clientCpuShare !== null && round.clientCpuShare >= SATURATED_CLIENT)
      problems.push(
        `the load generator was busy ${Math.round(round.clientCpuShare * 100)} % of a core: req/s is its limit, not the server's` +
          (wrkInstalled() ? '' : " (install Debian's wrk: apt-get install wrk)"),
      );
  }
  return {
    name: target.name,
    url: target.url,
    reqPerSec: requests / seconds,
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    bytesPerSec: bytes / seconds,
    cpuUsPerRequest: rounds.reduce((total, round) => total + round.cpuUs, 0) / requests,
    rounds,
    problems,
  };
}

/** The load generator's busiest round, as a share of one core. */
function busiest(rounds: TMeasuredRun[]): string {
  const shares = rounds.flatMap((round) => round.clientCpuShare ?? []);
  return shares.length === 0 ? 'n/a' : `${Math.round(Math.max(...shares) * 100)} %`;
}

export function printApiReport(report: TApiReport): void {
  const lines = [
    heading('API throughput: GET /api/public/menu vs bare Hono'),
    `${report.rounds} rounds x ${report.secondsPerRun} s per target, ${report.connections} connections, loopback, ` +
      `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}; load generator ${report.generator}`,
    table(
      ['target', 'req/s', 'p99', 'bytes/s', 'per response', 'CPU per request', 'generator CPU'],
      report.targets.map((target) => [
        target.name,
        target.reqPerSec.toFixed(0),
        `${target.p99Ms < 10 ? target.p99Ms.toFixed(1) : target.p99Ms.toFixed(0)} ms`,
        `${kb(target.bytesPerSec)}/s`,
        kb(target.bytesPerSec / target.reqPerSec),
        `${target.cpuUsPerRequest.toFixed(0)} µs`,
        busiest(target.rounds),
      ]),
      'lrrrrrr',
    ),
  ];
  for (const target of report.targets) {
    for (const problem of new Set(target.problems)) lines.push(`WARNING ${target.name}: ${problem}`);
  }
  const byRound = report.menuToBareByRound.map((ratio) => ratio.toFixed(2)).join(', ');
  lines.push(`Ratio menu/bare: ${report.menuToBare.toFixed(2)} (by round: ${byRound})`);
  lines.push(
    `By server CPU per request, bare/menu: ${report.menuToBareByCpu.toFixed(2)} ` +
      '(steadier on a shared machine; the budget is on req/s)',
  );
  if (Number.isFinite(report.menu304ToBare)) {
    lines.push(`Ratio menu 304/bare: ${report.menu304ToBare.toFixed(2)}`);
  } else {
    lines.push('The menu sent no ETag, so the 304 path was not measured.');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (isEntryPoint(import.meta.url)) {
  runMain(async () => printApiReport(await withProduct(measureApi)));
}
