import { parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { restoreFromCommandLine } from './restore-command.ts';
import { startServer } from './start-server.ts';

/**
 * Entry point of `npm start` (bundled to dist/server.mjs) and `npm run dev`. Start-up failures print
 * one clear message and exit 1; SIGTERM and SIGINT stop the server gracefully and exit 0.
 */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const logger = createLogger(env.logLevel);
  const [command, file] = process.argv.slice(2);
  if (command === 'restore') {
    if (!file) throw new Error('Name the backup file: npm run restore -- path/to/backup.sqlite');
    const print = (text: string) => process.stdout.write(`${text}\n`);
    await restoreFromCommandLine(env, file, { logger, print, baseDir: process.env.INIT_CWD });
    return;
  }
  const server = await startServer(env, { logger });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C while stopping means "now".
    if (stopping) process.exit(1);
    stopping = true;
    logger.info('shutting down', { signal });
    server.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: Error) => {
        logger.error('shutdown failed', { error: error.stack ?? error.message });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  const what = process.argv[2] === 'restore' ? 'could not restore the backup' : 'could not start';
  process.stderr.write(`Tableside ${what}. ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
