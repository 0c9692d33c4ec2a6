/// <reference types="node" />
// This test reads the source tree, as architecture.test.ts does.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 41, decision 0041: every amount a screen shows comes from the server or from the shared
 * money rule (packages/shared/src/money.ts, bill-split.ts); no component multiplies prices or adds
 * amounts up itself, where a float would lose a cent or a tax mode would be forgotten. These
 * patterns are what such code looked like (`item.price * item.quantity`, `sum + share.outstanding`,
 * `payment.amount + payment.tip`).
 */
const SRC = dirname(new URL(import.meta.url).pathname);
const AMOUNT = '(?:amount|tip|gross|net|tax|taxes|outstanding|paid|price|total)';
const PRICE_MATH: readonly RegExp[] = [
  /\*\s*[\w.]*quantity\b/,
  /\bquantity\s*\*/,
  /\b\w*[pP]rice\w*\s*\*/,
  new RegExp(`\\.${AMOUNT}\\s*[+-]\\s*[\\w.]*\\.${AMOUNT}\\b`),
  new RegExp(`\\bsum\\s*\\+\\s*\\w+\\.${AMOUNT}\\b`),
];

const isTestFile = (path: string) => /\.test(-fixtures|-helpers)?\.tsx?$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestFile(entry.name) ? [path] : [];
  });
}

describe('the money rule in the web app', () => {
  it('no screen multiplies prices or adds amounts itself', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      for (const [index, line] of lines.entries()) {
        if (PRICE_MATH.some((pattern) => pattern.test(line)))
          found.push(`${relative(SRC, file)}:${index + 1}: ${line.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
