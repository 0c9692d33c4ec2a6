import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '@tableside/server/env';
import { startServer } from '@tableside/server/start-server';

export type TProduct = {
  /** Loopback address of the running product, e.g. http://127.0.0.1:41234. */
  url: string;
  stop(): Promise<void>;
};

/**
 * The real Node host (packages/server) on a throw-away SQLite database seeded with the sample cafe,
 * serving the already built web app. It builds nothing: a benchmark must measure what `npm run build`
 * produced, so a missing build is an error that says which command to run.
 */
export async function startProduct(): Promise<TProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const env = parseEnv({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_SAMPLE_DATA: 'true',
    LOG_LEVEL: 'silent',
    // Another build to compare with (e.g. a copy of packages/web/dist from before a change).
    WEB_DIR: process.env.WEB_DIR,
  });
  if (!existsSync(join(env.webDir, 'index.html'))) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`No web build at ${env.webDir}: run 'npm run build -w @tableside/web' first.`);
  }
  try {
    // Port 0 lets the OS pick a free port at bind time (no race with a probe); the env schema only
    // accepts real ports, so it is set after parsing. The server reports the port it got in `url`.
    const server = await startServer({ ...env, port: 0 }, { print: () => {} });
    return {
      url: server.url,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Runs `work` against a freshly started product and always stops it afterwards. */
export async function withProduct<T>(work: (url: string) => Promise<T>): Promise<T> {
  const product = await startProduct();
  try {
    return await work(product.url);
  } finally {
    await product.stop();
  }
}
