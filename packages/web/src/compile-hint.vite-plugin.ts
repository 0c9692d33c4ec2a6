import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose very first line is this comment
 * has all its functions compiled while it streams in, on a background thread, rather than each on
 * the main thread the first time it runs. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** How the build compresses scripts and styles next to each file: each at its best (vite.config.ts). */
export const BEST_COMPRESSION = {
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  gzip: { level: constants.Z_BEST_COMPRESSION },
};

/**
 * Marks the app's entry chunk with COMPILE_HINT (issue 15, decision 0030). Nearly all of it runs on
 * the guest's first screen or first touch, React included: a guest's first letter in the search
 * compiled 2-3 ms of functions on the main thread before, nothing now.
 *
 * It must be the file's first line, so it is added once the files are written: Vite puts its
 * preload map (`__vite__mapDeps`) at the top of the chunk after every other plugin, and the
 * compressed copies are made from that. So the chunk, its source map (one line down) and its
 * compressed copies are rewritten here, compressed as the build compresses them.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'tableside-compile-hint',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) addCompileHint(join(dir, chunk.fileName));
      }
    },
  };
}

/** Puts COMPILE_HINT first in the script at `file`, and in its `.map`, `.br` and `.gz` beside it. */
export function addCompileHint(file: string): void {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return;
  const hinted = `${COMPILE_HINT}\n${code}`;
  writeFileSync(file, hinted);
  const map = `${file}.map`;
  if (existsSync(map)) {
    const sourceMap = JSON.parse(readFileSync(map, 'utf8')) as { mappings: string };
    // A leading `;` moves every mapping one generated line down.
    writeFileSync(map, JSON.stringify({ ...sourceMap, mappings: `;${sourceMap.mappings}` }));
  }
  if (existsSync(`${file}.br`))
    writeFileSync(`${file}.br`, brotliCompressSync(hinted, BEST_COMPRESSION.brotli));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(hinted, BEST_COMPRESSION.gzip));
}
