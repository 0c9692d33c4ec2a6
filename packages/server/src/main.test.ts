import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Runs `tsx src/main.ts` as `npm run dev` would, with only the given variables (and PATH). */
function runMain(vars: Record<string, string>) {
  const child = spawn(TSX, [MAIN], {
    env: { PATH: process.env.PATH, ...vars },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(check: () => boolean, child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while (!check()) {
    if (child.exitCode !== null || Date.now() > until) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('main', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with exit code 1 and names every bad variable', async () => {
    const { output, exited } = runMain({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await exited).toBe(1);
    expect(output.stderr).toContain(
      'Invalid environment: PORT: must be a number between 1 and 65535; LOG_LEVEL:',
    );
  });

  it('stops with exit code 1 when the database cannot be opened', async () => {
    const blocker = join(dataDir, 'not-a-folder');
    mkdirSync(join(blocker, 'db.sqlite'), { recursive: true });
    const { output, exited } = runMain({ DATABASE_URL: join(blocker, 'db.sqlite'), LOG_LEVEL: 'silent' });
    expect(await exited).toBe(1);
    expect(output.stderr).toContain('Tableside could not start. Cannot open the database at');
  });

  it('serves until SIGTERM, then shuts down cleanly with exit code 0', async () => {
    const port = await freePort();
    const { child, output, exited } = runMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'info',
    });
    await waitFor(() => output.stdout.includes('Tableside is running at'), child);
    expect(output.stdout).toContain(`Tableside is running at http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const logs = output.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string });
    expect(logs.map((log) => log.msg)).toEqual(
      expect.arrayContaining(['listening', 'shutting down', 'stopped']),
    );
  });
});
