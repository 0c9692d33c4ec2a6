import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { TLoad, TLoadResult } from './autocannon-run.ts';

/** Debian's `wrk` package (`apt-get install wrk`); nothing downloads it. */
export const WRK_PATH = '/usr/bin/wrk';

export const wrkInstalled = (): boolean => existsSync(WRK_PATH);

/**
 * One wrk run (one thread, `connections` connections). wrk is written in C: on this machine it
 * reads a 5 KB answer for about a tenth of the CPU autocannon's JavaScript parser needs, so the
 * server under test, not the load generator, sets the pace (decision 0028, fourth round).
 *
 * wrk counts the answers that are neither 2xx nor 3xx but does not tell 2xx from 3xx: the caller
 * checks one answer's status before the load.
 */
export async function runWrk(load: TLoad, expect: '2xx' | '3xx'): Promise<TLoadResult> {
  const headerArgs = Object.entries(load.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = ['-t1', `-c${load.connections}`, `-d${load.seconds}s`, '--latency', ...headerArgs, load.url];
  const { stdout } = await promisify(execFile)(WRK_PATH, args, { timeout: (load.seconds + 30) * 1000 });
  const summary = /(\d+) requests in ([\d.]+)(us|ms|s|m), ([\d.]+)([KMGT]?B) read/.exec(stdout);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(stdout);
  if (!summary || !p99) throw new Error(`Could not read wrk's report:\n${stdout}`);
  const requests = Number(summary[1]);
  const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const [connect, read, write, timeouts] = (socket?.slice(1) ?? []).map(Number);
  const statuses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, [expect]: requests - failed };
  return {
    requests,
    seconds: toMs(Number(summary[2]), summary[3] ?? 's') / 1000,
    bytes: Number(summary[4]) * 1024 ** 'BKMGT'.indexOf((summary[5] ?? 'B').slice(0, 1)),
    p99Ms: toMs(Number(p99[1]), p99[2] ?? 'ms'),
    statuses,
    errors: (connect ?? 0) + (read ?? 0) + (write ?? 0) + (timeouts ?? 0),
    timeouts: timeouts ?? 0,
  };
}

function toMs(value: number, unit: string): number {
  return value * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1);
}

/**
 * CPU seconds used so far by this process's finished children (the load generator after each run):
 * Linux's `cutime` and `cstime` in /proc/self/stat, in clock ticks of 1/100 s. Null elsewhere.
 */
export function childrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
