import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Is this module the script node (or tsx) was asked to run, rather than one imported by run-all? */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
}

/** Runs a benchmark script's main; a crash (not a missed budget) is the only non-zero exit. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
