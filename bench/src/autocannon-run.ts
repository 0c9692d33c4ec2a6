import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';

export type TLoad = { url: string; connections: number; seconds: number; headers?: Record<string, string> };

export type TLoadResult = {
  requests: number;
  seconds: number;
  bytes: number;
  p99Ms: number;
  statuses: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  errors: number;
  timeouts: number;
};

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon');

/**
 * One autocannon run in a child process. In-process, the load generator would share one event loop
 * with the servers under test and measure itself; as a child it gets the machine's other core.
 */
export async function runAutocannon(load: TLoad): Promise<TLoadResult> {
  const headerArgs = Object.entries(load.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}:${value}`,
  ]);
  const args = ['-c', String(load.connections), '-d', String(load.seconds), '-j', ...headerArgs, load.url];
  const { stdout } = await promisify(execFile)(process.execPath, [AUTOCANNON_CLI, ...args], {
    // The run stops itself after `seconds`; this only guards against a hung child.
    timeout: (load.seconds + 30) * 1000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as Result;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    bytes: result.throughput.total,
    p99Ms: result.latency.p99,
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
