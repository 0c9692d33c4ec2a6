import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './lighthouse-menu.ts';

/**
 * How fast this machine is at one moment, so that a run can say whether it was quiet: issue 15 asks
 * for its figures "on a quiet run of this machine". On the shared virtual machines these benches run
 * on, the same code has run at half its speed for minutes at a time, with nothing else running in
 * the machine itself, and every figure that times the CPU moves with it (decision 0030).
 */
export type TMachineSample = {
  /** Lighthouse's benchmarkIndex, computed in Node: the median of 3. Higher is faster. */
  benchmarkIndex: number;
  /**
   * CPU time to touch one fresh 4 KB page of memory, µs (the median of 3 passes over 64 MB). What
   * the kernel and the virtual machine charge for memory a program has not used before: browsers
   * and databases pay it whenever they grow, and it differs between machines far more than the
   * benchmarkIndex does.
   */
  pageTouchUs: number;
};

/** Two samples further apart than this, in benchmarkIndex, and the run was not quiet. */
const STEADY_SPREAD = 0.15;
const SAMPLES = 3;
const TOUCHED_BYTES = 64 * 1024 * 1024;
const PAGE_BYTES = 4096;

export function sampleMachine(): TMachineSample {
  const indexes: number[] = [];
  const touches: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    indexes.push(pageFunctions.computeBenchmarkIndex());
    touches.push(pageTouchUs());
  }
  return { benchmarkIndex: Math.round(median(indexes) ?? 0), pageTouchUs: median(touches) ?? 0 };
}

/** Memory Node has not zeroed (allocUnsafeSlow), touched one byte per page: each write faults a page in. */
function pageTouchUs(): number {
  const before = process.cpuUsage();
  const memory = Buffer.allocUnsafeSlow(TOUCHED_BYTES);
  for (let offset = 0; offset < TOUCHED_BYTES; offset += PAGE_BYTES) memory[offset] = 1;
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / (TOUCHED_BYTES / PAGE_BYTES);
}

/**
 * "benchmarkIndex 2035 at start, 1650 at end (-19 %): NOT STEADY; a fresh memory page 11.0 µs":
 * the summary's line on the machine, from samples taken along the run.
 */
export function machineVerdict(samples: readonly TMachineSample[]): string {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) return 'not sampled';
  const indexes = samples.map((sample) => sample.benchmarkIndex);
  const lowest = Math.min(...indexes);
  const highest = Math.max(...indexes);
  const steady = (highest - lowest) / highest <= STEADY_SPREAD;
  const change = Math.round(((last.benchmarkIndex - first.benchmarkIndex) / first.benchmarkIndex) * 100);
  return (
    `benchmarkIndex ${first.benchmarkIndex} at start, ${last.benchmarkIndex} at end (${change > 0 ? '+' : ''}${change} %), ` +
    `${lowest}-${highest} along the run: ${steady ? 'steady' : 'NOT STEADY, the CPU figures are not a quiet run'}; ` +
    `a fresh memory page ${(median(samples.map((sample) => sample.pageTouchUs)) ?? 0).toFixed(1)} µs to touch`
  );
}
