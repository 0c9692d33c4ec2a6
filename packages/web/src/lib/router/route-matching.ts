import type { ReactNode } from 'react';

/**
 * Which routes an address matches, the way React Router 7 ranks them (decision 0034): a route's
 * path is matched segment by segment below its parent's, case-insensitively, a trailing slash
 * ignored; of the routes that match, the most specific wins (a static segment beats a `:param`,
 * which beats a `*` splat; an index route beats its parent's layout), then the first written.
 */

export type TRouteObject = {
  /** Relative to the parent route; none for a layout that only wraps its children. */
  path?: string;
  /** Shown at the parent's own address. */
  index?: boolean;
  element?: ReactNode;
  children?: TRouteObject[];
};

export type TParams = Readonly<Record<string, string | undefined>>;

export type TRouteMatch = {
  route: TRouteObject;
  /** Every parameter of the whole matched branch, the same object at each level. */
  params: TParams;
};

export type TPathMatch = { params: TParams; pathname: string; pathnameBase: string };

type TBranch = { score: number; routes: TRouteObject[]; paths: string[] };

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** Specificity of a full path: more segments, static ones above all; `*` costs, an index adds. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten(routes: TRouteObject[], parents: TBranch, parentPath: string, branches: TBranch[]) {
  for (const route of routes) {
    const relative = route.path ?? '';
    const path = joinPaths(parentPath, relative);
    const branch = { score: 0, routes: [...parents.routes, route], paths: [...parents.paths, relative] };
    if (route.children?.length) flatten(route.children, branch, path, branches);
    // A layout without a path or index is never an address of its own, only its children are.
    if (route.path === undefined && !route.index) continue;
    branches.push({ ...branch, score: score(path, route.index === true) });
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const escapeRegExp = (text: string) => text.replace(/[\\.*+^${}|()[\]]/g, '\\$&');

/**
 * Matches `pattern` against the start of `pathname` (all of it when `end`). The matched part is
 * `pathname`, and `pathnameBase` is it without a splat's part: where a child's path starts.
 */
export function matchPath(pattern: { path: string; end?: boolean }, pathname: string): TPathMatch | null {
  const { path, end = true } = pattern;
  const names: string[] = [];
  let source = `^${escapeRegExp(path.replace(/\/*\*?$/, '').replace(/^\/*/, '/')).replace(
    /\/:([\w-]+)/g,
    (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    },
  )}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?=\\/|$)';
  }
  const found = pathname.match(new RegExp(source, 'i'));
  if (!found) return null;
  const matched = found[0];
  let base = matched.replace(/(.)\/+$/, '$1');
  const params: Record<string, string | undefined> = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    if (name === '*') base = matched.slice(0, matched.length - (value ?? '').length).replace(/(.)\/+$/, '$1');
    params[name] = value === undefined ? undefined : decode(value);
  });
  return { params, pathname: matched, pathnameBase: base };
}

function matchBranch(branch: TBranch, pathname: string): TRouteMatch[] | null {
  const params: Record<string, string | undefined> = {};
  const matches: TRouteMatch[] = [];
  let matchedPathname = '/';
  for (const [i, route] of branch.routes.entries()) {
    const rest = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const found = matchPath({ path: branch.paths[i] ?? '', end: i === branch.routes.length - 1 }, rest);
    if (!found) return null;
    Object.assign(params, found.params);
    matches.push({ route, params });
    if (found.pathnameBase !== '/') matchedPathname = joinPaths(matchedPathname, found.pathnameBase);
  }
  return matches;
}

const ranked = new WeakMap<TRouteObject[], TBranch[]>();

/** The routes from the outermost layout down to the screen that `pathname` shows, or null. */
export function matchRoutes(routes: TRouteObject[], pathname: string): TRouteMatch[] | null {
  let branches = ranked.get(routes);
  if (!branches) {
    // Array.prototype.sort is stable: of two routes as specific, the first written wins.
    branches = flatten(routes, { score: 0, routes: [], paths: [] }, '', []).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  for (const branch of branches) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
