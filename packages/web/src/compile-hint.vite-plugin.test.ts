import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_HINT } from './compile-hint.vite-plugin.ts';

const CODE =
  'const __vite__mapDeps=(i)=>i;\nexport function app(){return 1}\n//# sourceMappingURL=index-abc.js.map\n';

describe('addCompileHint', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hint-'));
    file = join(dir, 'index-abc.js');
    writeFileSync(file, CODE);
    writeFileSync(`${file}.map`, JSON.stringify({ version: 3, file: 'index-abc.js', mappings: 'AAAA;AACA' }));
    writeFileSync(`${file}.br`, brotliCompressSync(CODE));
    writeFileSync(`${file}.gz`, gzipSync(CODE));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line, before what Vite put at the top', () => {
    addCompileHint(file);
    expect(readFileSync(file, 'utf8')).toBe(`${COMPILE_HINT}\n${CODE}`);
  });

  it('moves the source map one line down and keeps the rest of it', () => {
    addCompileHint(file);
    expect(JSON.parse(readFileSync(`${file}.map`, 'utf8'))).toEqual({
      version: 3,
      file: 'index-abc.js',
      mappings: ';AAAA;AACA',
    });
  });

  it('compresses the hinted script again, so every encoding sends the same bytes', () => {
    addCompileHint(file);
    const hinted = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(hinted);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(hinted);
  });

  it('adds it once, however often the files are written', () => {
    addCompileHint(file);
    addCompileHint(file);
    expect(readFileSync(file, 'utf8')).toBe(`${COMPILE_HINT}\n${CODE}`);
    expect(JSON.parse(readFileSync(`${file}.map`, 'utf8')).mappings).toBe(';AAAA;AACA');
  });

  it('leaves out the copies a build did not make', () => {
    rmSync(`${file}.map`);
    rmSync(`${file}.gz`);
    addCompileHint(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(`${COMPILE_HINT}\n${CODE}`);
  });
});
