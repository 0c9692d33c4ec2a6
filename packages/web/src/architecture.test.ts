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
 * Response parsing (decision 0025) has rules of its own: see parsingViolations below.
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

/** One import or re-export of a file; `typeOnly` for `import type` and `export type` (erased from the build). */
export type TImport = { file: string; specifier: string; typeOnly: boolean; lazy: boolean };

const IMPORT_STATEMENT =
  /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string, source: string): TImport[] {
  return [...source.matchAll(IMPORT_STATEMENT)].map((match) => ({
    file,
    specifier: match[2] ?? match[3] ?? '',
    typeOnly: match[1] !== undefined,
    lazy: match[3] !== undefined,
  }));
}

const resolveFrom = (file: string, specifier: string) => join(dirname(file), specifier).split(sep).join('/');

/**
 * The shared modules that load zod when imported: those importing zod, or another such module, other
 * than by `import type`. `sources` maps a file of packages/shared/src ('orders.schemas.ts') to its text.
 */
export function sharedModulesWithZod(sources: ReadonlyMap<string, string>): Set<string> {
  const withZod = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [file, source] of sources) {
      if (withZod.has(file)) continue;
      const loadsZod = importsOf(file, source).some(
        ({ specifier, typeOnly }) =>
          !typeOnly && (/^zod(\/|$)/.test(specifier) || withZod.has(resolveFrom(file, specifier))),
      );
      if (loadsZod) {
        withZod.add(file);
        grew = true;
      }
    }
  }
  return withZod;
}

/** Hand-written response guards: for what the guest loads only (decision 0025). */
const GUARD_MODULE = /^lib\/(http\/data-parser|responses\/[\w.-]+)\.ts$/;
const SHARED = '@tableside/shared/';

/**
 * Response parsing (decision 0025). What the guest loads stays free of zod (decision 0007): the
 * modules under src/customer/ and every module the app's start (`entry`) imports statically may
 * import zod, or a shared module that loads it (`sharedWithZod`), with `import type` only; they check
 * answers with the guards of src/lib/responses/ and src/lib/http/data-parser.ts. src/admin/ parses
 * with zod schemas and never uses those guards (its tests may).
 */
export function parsingViolations(
  imports: readonly TImport[],
  entry: string,
  sharedWithZod: ReadonlySet<string>,
): string[] {
  const staticImports = new Map<string, string[]>();
  for (const { file, specifier, typeOnly, lazy } of imports) {
    if (typeOnly || lazy || !specifier.startsWith('.')) continue;
    staticImports.set(file, [...(staticImports.get(file) ?? []), resolveFrom(file, specifier)]);
  }
  const loadedAtStart = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (loadedAtStart.has(file)) continue;
    loadedAtStart.add(file);
    pending.push(...(staticImports.get(file) ?? []));
  }
  const isGuest = (file: string) =>
    loadedAtStart.has(file) || (area(file) === 'customer' && !isTestFile(file));
  return imports.flatMap(({ file, specifier, typeOnly }) => {
    if (typeOnly) return [];
    const loadsZod =
      /^zod(\/|$)/.test(specifier) ||
      (specifier.startsWith(SHARED) && sharedWithZod.has(`${specifier.slice(SHARED.length)}.ts`));
    if (isGuest(file) && loadsZod) return [`src/${file} imports ${specifier}: the guest's code loads no zod`];
    const guard = specifier.startsWith('.') && GUARD_MODULE.test(resolveFrom(file, specifier));
    if (area(file) === 'admin' && !isTestFile(file) && guard) {
      return [`src/${file} imports ${specifier}: admin parses answers with zod schemas`];
    }
    return [];
  });
}

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

  it('keeps zod out of what the guest loads, and the guards out of admin (decision 0025)', () => {
    const sharedDir = resolve(SRC, '../../shared/src');
    const shared = new Map(
      readdirSync(sharedDir)
        .filter((name) => name.endsWith('.ts') && !isTestFile(name))
        .map((name) => [name, readFileSync(join(sharedDir, name), 'utf8')] as const),
    );
    const sharedWithZod = sharedModulesWithZod(shared);
    expect(sharedWithZod).toContain('orders.schemas.ts');
    expect(sharedWithZod).not.toContain('order-limits.ts');
    const imports = files.flatMap((file) => importsOf(file, readFileSync(resolve(SRC, file), 'utf8')));
    expect(parsingViolations(imports, 'app/main.tsx', sharedWithZod)).toEqual([]);
  });

  it("finds zod in the guest's code and guards in admin", () => {
    const fake = (file: string, specifier: string, typeOnly = false, lazy = false): TImport => ({
      file,
      specifier,
      typeOnly,
      lazy,
    });
    const imports = [
      fake('app/main.tsx', '../lib/start.ts'),
      fake('app/main.tsx', '../admin/admin.pages.ts', false, true),
      fake('app/main.tsx', '../customer/table.pages.ts'),
      fake('customer/table.pages.ts', '../lib/table.ts'),
      fake('lib/table.ts', 'zod'),
      fake('lib/start.ts', '@tableside/shared/orders.schemas'),
      fake('lib/later.ts', '@tableside/shared/orders.schemas'),
      fake('admin/admin.pages.ts', 'zod'),
      fake('customer/orders/orders.api.ts', 'zod', true),
      fake('customer/checkout/checkout.api.ts', 'zod/mini'),
      fake('customer/checkout/checkout.test.ts', 'zod'),
      fake('admin/orders/orders.api.ts', '../../lib/http/data-parser.ts'),
      fake('admin/menu/menu.api.ts', '../../lib/responses/session.response.ts'),
      fake('admin/menu/menu.page.test.tsx', '../../lib/http/data-parser.ts'),
      fake('admin/menu/menu.page.tsx', '../../lib/responses/branding.response.ts', true),
    ];
    expect(parsingViolations(imports, 'app/main.tsx', new Set(['orders.schemas.ts']))).toEqual([
      "src/lib/table.ts imports zod: the guest's code loads no zod",
      "src/lib/start.ts imports @tableside/shared/orders.schemas: the guest's code loads no zod",
      "src/customer/checkout/checkout.api.ts imports zod/mini: the guest's code loads no zod",
      'src/admin/orders/orders.api.ts imports ../../lib/http/data-parser.ts: admin parses answers with zod schemas',
      'src/admin/menu/menu.api.ts imports ../../lib/responses/session.response.ts: admin parses answers with zod schemas',
    ]);
    expect(
      importsOf('a.ts', "import type { z } from 'zod';\nimport {\n  type A,\n  ZB,\n} from './b.ts';"),
    ).toEqual([fake('a.ts', 'zod', true), fake('a.ts', './b.ts')]);
    const shared = new Map([
      ['a.schemas.ts', "import { z } from 'zod';"],
      ['b.schemas.ts', "import { ZA } from './a.schemas.ts';"],
      ['c.ts', "import type { TA } from './a.schemas.ts';\nexport { LIMITS } from './d.ts';"],
      ['d.ts', 'export const LIMITS = {};'],
    ]);
    expect([...sharedModulesWithZod(shared)].sort()).toEqual(['a.schemas.ts', 'b.schemas.ts']);
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
