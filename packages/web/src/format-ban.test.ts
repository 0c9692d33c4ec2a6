/// <reference types="node" />
// This test reads the source tree (as src/architecture.test.ts does), hence node:*.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0042: dates, times, durations, money and numbers are formatted in src/lib/format/ only,
 * fed by the REGIONAL settings, so no screen shows the device's zone or clock instead of the
 * restaurant's. A direct call of the browser's formatters anywhere else fails here.
 */
const SRC = dirname(new URL(import.meta.url).pathname);
const FORMAT_MODULE = 'lib/format/';
const BANNED =
  /\.toLocale(?:String|TimeString|DateString)\s*\(|\bIntl\s*\.\s*(?:DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Code without its comments, so a comment may still name what it avoids. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** 'path:line: text' of every direct formatter call outside the format module. */
function formatterCalls(files: { path: string; text: string }[]): string[] {
  return files
    .filter(({ path }) => !path.startsWith(FORMAT_MODULE))
    .flatMap(({ path, text }) =>
      withoutComments(text)
        .split('\n')
        .flatMap((line, index) => (BANNED.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('one formatting module (decision 0042)', () => {
  it('finds direct formatter calls, and none outside src/lib/format/', () => {
    expect(
      formatterCalls([
        {
          path: 'admin/x.ts',
          text: "const a = new Intl.DateTimeFormat('en');\n// Intl.NumberFormat in a comment",
        },
        { path: 'admin/y.ts', text: 'n.toLocaleString();\nd.toLocaleTimeString()' },
        { path: 'lib/format/z.ts', text: "new Intl.NumberFormat('en')" },
      ]),
    ).toEqual([
      "admin/x.ts:1: const a = new Intl.DateTimeFormat('en');",
      'admin/y.ts:1: n.toLocaleString();',
      'admin/y.ts:2: d.toLocaleTimeString()',
    ]);
    const files = sourceFiles(SRC).map((path) => ({
      path: relative(SRC, path).split(sep).join('/'),
      text: readFileSync(path, 'utf8'),
    }));
    expect(formatterCalls(files)).toEqual([]);
  });
});
