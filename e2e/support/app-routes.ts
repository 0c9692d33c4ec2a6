import { readFileSync } from 'node:fs';

/**
 * Every path of the app's route table (packages/web/src/app/app.routes.tsx), read from its source, so a
 * spec that visits all routes covers a new one without being told. The table is JSX, not data the
 * spec could import without the whole app; the reader knows its three shapes: nested `<Route>`
 * elements with `path` or `index`, and calls of a local `(path: string) => (<Route path={path}>…)`
 * function such as `configurationRoutes('config')`. Anything else in a path fails loudly.
 */
const ROUTES_FILE = new URL('../../packages/web/src/app/app.routes.tsx', import.meta.url);

export type TAppRoute = { pattern: string; page: string | null };

export function appRoutes(source = readFileSync(ROUTES_FILE, 'utf8')): TAppRoute[] {
  const code = inlineRouteFunctions(stripComments(source));
  const start = code.indexOf('<Routes>');
  const end = code.indexOf('</Routes>');
  if (start < 0 || end < start) throw new Error('app.routes.tsx has no <Routes> block');
  const routes: TAppRoute[] = [];
  const stack: string[] = [];
  for (const tag of routeTags(code.slice(start, end))) {
    if (tag.kind === 'close') {
      stack.pop();
      continue;
    }
    const path = /(?:^|\s)path="([^"]*)"/.exec(tag.text)?.[1];
    if (/(?:^|\s)path=\{/.test(tag.text)) throw new Error(`A route path the reader cannot read: ${tag.text}`);
    const isIndex = /(?:^|\s)index(?:\s|\/|>)/.test(tag.text);
    const parent = stack.at(-1) ?? '';
    const full = path === undefined ? parent : `${parent}/${path}`.replace(/\/+/g, '/');
    if (path !== undefined || isIndex) {
      const page = /name="(\w+)"/.exec(tag.text)?.[1] ?? null;
      routes.push({ pattern: full === '' ? '/' : full, page });
    }
    if (tag.kind === 'open') stack.push(full);
  }
  if (stack.length > 0) throw new Error('app.routes.tsx: unbalanced <Route> elements');
  return routes;
}

function stripComments(source: string): string {
  return source.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** `{name('x')}` becomes the function's body with `path={path}` as `path="x"`. */
function inlineRouteFunctions(code: string): string {
  const bodies = new Map<string, string>();
  for (const match of code.matchAll(/const (\w+) = \(path: string\) => \(([\s\S]*?)\n\);/g)) {
    bodies.set(match[1] as string, match[2] as string);
  }
  return code.replace(/\{(\w+)\('([^']*)'\)\}/g, (call, name: string, arg: string) => {
    const body = bodies.get(name);
    return body === undefined ? call : body.replaceAll('path={path}', `path="${arg}"`);
  });
}

type TTag = { kind: 'open' | 'self' | 'close'; text: string };

/** `<Route …>`, `<Route … />` and `</Route>` in order; attribute values in braces may hold `>`. */
function* routeTags(code: string): Generator<TTag> {
  let at = 0;
  for (;;) {
    const open = code.indexOf('<Route', at);
    const close = code.indexOf('</Route>', at);
    if (open < 0 && close < 0) return;
    if (close >= 0 && (open < 0 || close < open)) {
      yield { kind: 'close', text: '</Route>' };
      at = close + '</Route>'.length;
      continue;
    }
    if (/\w/.test(code[open + '<Route'.length] ?? '')) {
      at = open + 1; // <Routes>, <RouteErrorBoundary>
      continue;
    }
    let depth = 0;
    let i = open;
    for (; i < code.length; i += 1) {
      const char = code[i];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    const text = code.slice(open, i + 1);
    yield { kind: text.endsWith('/>') ? 'self' : 'open', text };
    at = i + 1;
  }
}
