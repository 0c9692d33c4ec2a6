/// <reference types="node" />
// This test reads the source tree, so it alone in packages/web uses node:* (as packages/api/src/architecture.test.ts does).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Feature boundaries of the web app:
 * - src/customer/** and src/admin/** do not import from each other; what both need lives in
 *   src/lib/ or src/ui/.
 * - src/admin/** reaches the session only through src/auth/session.ts, never the other modules
 *   of src/auth/ (sign-in screens, tokens, refresh).
 * Test files (*.test.ts(x), *.test-fixtures.ts, *.test-helpers.ts(x)) keep to the first rule but
 * are exempt from the second: they start and end sessions through src/auth/auth-session.service.ts.
 */
const SRC = dirname(new URL(import.meta.url).pathname);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const SESSION_MODULE = 'auth/session.ts';

const isTestFile = (path: string) => /\.test(-fixtures|-helpers)?\.tsx?$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const area = (path: string) => path.split('/')[0] ?? '';

/**
 * Why `file` may not import `specifier`, or undefined when it may. Both paths are relative to
 * src/ with '/' separators; imports of packages (not starting with '.') are not checked here.
 */
function boundaryViolation(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = join(dirname(file), specifier).split(sep).join('/');
  const from = area(file);
  const to = area(target);
  if (from === 'customer' && to === 'admin') return 'customer imports from admin';
  if (from === 'admin' && to === 'customer') return 'admin imports from customer';
  if (from === 'admin' && to === 'auth' && target !== SESSION_MODULE && !isTestFile(file)) {
    return `admin reaches the session only through src/${SESSION_MODULE}`;
  }
  return undefined;
}

/** A feature folder: 'customer/menu', 'admin/orders' (the first two levels under src/customer or src/admin). */
function featureOf(path: string): string | undefined {
  const [top, folder, ...rest] = path.split('/');
  if ((top !== 'customer' && top !== 'admin') || !folder || rest.length === 0) return undefined;
  return `${top}/${folder}`;
}

/**
 * Cycles between feature folders through static imports of non-test files, each as 'a → b → a'.
 * A lazy `import()` is not an edge: it is how a screen opens another area's dialog on demand.
 */
export function folderCycles(imports: ReadonlyArray<readonly [file: string, specifier: string]>): string[] {
  const edges = new Map<string, Set<string>>();
  for (const [file, specifier] of imports) {
    if (!specifier.startsWith('.') || isTestFile(file)) continue;
    const from = featureOf(file);
    const to = featureOf(join(dirname(file), specifier).split(sep).join('/'));
    if (!from || !to || from === to) continue;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  const cycles: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (from < to && edges.get(to)?.has(from)) cycles.push(`${from} → ${to} → ${from}`);
    }
  }
  return cycles.sort();
}

const STATIC_IMPORT = /\b(?:from|import)\s+['"]([^'"]+)['"]/g;

describe('architecture', () => {
  const files = sourceFiles(SRC).map((file) => relative(SRC, file).split(sep).join('/'));

  it('finds the source files', () => {
    expect(files.filter((file) => area(file) === 'admin').length).toBeGreaterThan(10);
    expect(files.filter((file) => area(file) === 'customer').length).toBeGreaterThan(10);
  });

  it('keeps customer and admin apart, and admin behind the session module', () => {
    const offenders = files.flatMap((file) =>
      [...readFileSync(resolve(SRC, file), 'utf8').matchAll(IMPORT)].flatMap((match) => {
        const specifier = match[1] ?? '';
        const reason = boundaryViolation(file, specifier);
        return reason ? [`src/${file} imports ${specifier}: ${reason}`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it('has no two feature folders importing each other', () => {
    const imports = files.flatMap((file) =>
      [...readFileSync(resolve(SRC, file), 'utf8').matchAll(STATIC_IMPORT)].map(
        (match) => [file, match[1] ?? ''] as const,
      ),
    );
    expect(folderCycles(imports)).toEqual([]);
  });

  it('finds a cycle between two feature folders', () => {
    expect(
      folderCycles([
        ['customer/menu/menu.page.tsx', '../cart/cart.store.ts'],
        ['customer/cart/cart-bar.tsx', '../menu/price-format.ts'],
        ['customer/cart/cart.store.test.tsx', '../menu/menu.page.tsx'],
      ]),
    ).toEqual(['customer/cart → customer/menu → customer/cart']);
    expect(folderCycles([['customer/menu/menu.page.tsx', '../cart/cart.store.ts']])).toEqual([]);
  });

  it('catches each kind of violation', () => {
    expect(boundaryViolation('customer/menu/menu.page.tsx', '../../admin/menu/menu.api.ts')).toBe(
      'customer imports from admin',
    );
    expect(boundaryViolation('admin/orders/orders.page.tsx', '../../customer/cart/cart.ts')).toBe(
      'admin imports from customer',
    );
    expect(boundaryViolation('admin/layout/user-menu.tsx', '../../auth/auth-session.store.ts')).toMatch(
      /only through src\/auth\/session\.ts/,
    );
    expect(boundaryViolation('admin/x.ts', './../auth/jwt.ts')).toBeDefined();
  });

  it('allows what the rules allow', () => {
    expect(boundaryViolation('admin/layout/user-menu.tsx', '../../auth/session.ts')).toBeUndefined();
    expect(boundaryViolation('admin/layout/user-menu.tsx', '../../lib/format.ts')).toBeUndefined();
    expect(boundaryViolation('customer/menu/menu.page.tsx', '../../ui/button.tsx')).toBeUndefined();
    expect(
      boundaryViolation('customer/menu/menu.page.tsx', '../../auth/auth-session.store.ts'),
    ).toBeUndefined();
    expect(
      boundaryViolation('admin/menu/menu.page.test.tsx', '../../auth/auth-session.service.ts'),
    ).toBeUndefined();
    expect(
      boundaryViolation('admin/menu/menu.test-fixtures.ts', '../../auth/auth-session.service.ts'),
    ).toBeUndefined();
    expect(boundaryViolation('admin/menu/menu.page.tsx', '@tableside/shared/search.schemas')).toBeUndefined();
  });
});
