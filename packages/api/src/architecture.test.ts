/// <reference types="node" />
// This test reads the source tree, so it alone may use node:* (biome.json allows it for this file).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md section 1: packages/api and packages/shared also run in the browser (demo mode), so
 * their non-test code may not import Node built-ins, Node-only packages or the test harness.
 */
const ROOTS = ['../../api/src', '../../shared/src'].map((path) => new URL(path, import.meta.url).pathname);
const NODE_ONLY_PACKAGES = [
  'better-sqlite3',
  'pg',
  'nodemailer',
  'pino',
  '@hono/node-server',
  'dotenv',
  'ws',
];
const NODE_BUILTINS = new Set(builtinModules);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-helpers)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function forbidden(specifier: string): boolean {
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0] ?? '')) return true;
  if (NODE_ONLY_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return true;
  return /(^|\/)test\/[^/]+$/.test(specifier) || /\.test(-helpers)?(\.tsx?)?$/.test(specifier);
}

describe('architecture', () => {
  const files = ROOTS.flatMap(sourceFiles);
  const name = (file: string) => relative(join(ROOTS[0] ?? '', '../..'), file);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('keeps Node-only imports out of packages/api and packages/shared', () => {
    const offenders = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? '')
        .filter(forbidden)
        .map((specifier) => `${name(file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('uses no Node globals there either', () => {
    const usesNodeGlobal = (line: string) =>
      !/^\s*(\/\/|\*|\/\*)/.test(line) && /\b(process\.|Buffer\.|__dirname|require\()/.test(line);
    const offenders = files
      .filter((file) => readFileSync(file, 'utf8').split('\n').some(usesNodeGlobal))
      .map(name);
    expect(offenders).toEqual([]);
  });
});
