import { resolve } from 'node:path';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, table } from './format.ts';
import { runLighthouse, type TLighthouseReport } from './lighthouse-menu.ts';
import { withProduct } from './start-product.ts';

/**
 * Lighthouse on the menu page for two or more builds of the web app, taking turns round by round,
 * so the noise of a busy machine falls on every build alike: compare the medians side by side (or
 * their ratio), not figures from separate runs.
 *
 *   npx tsx bench/src/lighthouse-compare.ts <dist dir> <dist dir> [...] [--rounds 3]
 */
type TRun = { score: number | null; metrics: Record<string, number | null> };

const METRIC_NAMES = ['FCP', 'LCP', 'TBT', 'SI'] as const;

function parseArgs(argv: string[]): { dirs: string[]; rounds: number } {
  const dirs: string[] = [];
  let rounds = 3;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--rounds') rounds = Number(argv[++i]);
    else dirs.push(resolve(arg));
  }
  if (dirs.length < 2 || !Number.isInteger(rounds) || rounds < 1) {
    throw new Error('Usage: lighthouse-compare.ts <dist dir> <dist dir> [...] [--rounds N]');
  }
  return { dirs, rounds };
}

async function runOnce(webDir: string): Promise<TRun | string> {
  process.env.WEB_DIR = webDir;
  const report: TLighthouseReport = await withProduct(runLighthouse);
  if (!report.ran) return report.reason;
  return {
    score: report.score,
    metrics: Object.fromEntries(report.metrics.map((metric) => [metric.name, metric.value])),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const { dirs, rounds } = parseArgs(process.argv.slice(2));
  const runs = new Map<string, TRun[]>(dirs.map((dir) => [dir, []]));
  for (let round = 0; round < rounds; round++) {
    // Every other round in reverse order, so neither build always goes first.
    const order = round % 2 ? [...dirs].reverse() : dirs;
    for (const dir of order) {
      const run = await runOnce(dir);
      if (typeof run === 'string') {
        process.stdout.write(`round ${round + 1} ${dir}: Lighthouse could not run: ${run}\n`);
        continue;
      }
      runs.get(dir)?.push(run);
      const figures = METRIC_NAMES.map((name) => `${name} ${Math.round(run.metrics[name] ?? Number.NaN)}`);
      process.stdout.write(`round ${round + 1} ${dir}: score ${run.score} ${figures.join(' ')}\n`);
    }
  }
  const rows = dirs.map((dir) => {
    const done = runs.get(dir) ?? [];
    const score = median(done.flatMap((run) => (run.score === null ? [] : [run.score])));
    const metrics = METRIC_NAMES.map((name) =>
      median(done.flatMap((run) => (run.metrics[name] == null ? [] : [run.metrics[name] as number]))),
    );
    return [
      dir,
      String(done.length),
      String(score ?? 'n/a'),
      ...metrics.map((v) => (v === null ? 'n/a' : `${Math.round(v)}`)),
    ];
  });
  process.stdout.write(
    `${heading('Lighthouse medians per build (ms)')}\n${table(['build', 'runs', 'score', ...METRIC_NAMES], rows, 'lrrrrrr')}\n`,
  );
}

if (isEntryPoint(import.meta.url)) runMain(main);
