import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type TRouteObject } from './route-matching.ts';

/** The app's route table in miniature: layouts without paths, index routes, params and a splat. */
const routes: TRouteObject[] = [
  { index: true, element: 'root' },
  {
    element: 'consent',
    children: [
      { path: 'login', element: 'login' },
      {
        path: 'table',
        children: [
          { index: true, element: 'chooser' },
          {
            path: ':tableId',
            element: 'guard',
            children: [
              { index: true, element: 'landing' },
              { path: 'menu', element: 'menu' },
              { path: 'orders/:orderId/modify', element: 'modify' },
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'admin',
    element: 'shell',
    children: [
      { path: 'menu/items/:itemId', element: 'item' },
      { path: 'menu/items/new', element: 'new item' },
    ],
  },
  { path: 'admin/tables/qr-sheet', element: 'qr sheet' },
  { path: '*', element: 'not found' },
];

const shown = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.element);

describe('matchRoutes', () => {
  it('finds the screen with every layout around it, outermost first', () => {
    expect(shown('/')).toEqual(['root']);
    expect(shown('/login')).toEqual(['consent', 'login']);
    expect(shown('/table')).toEqual(['consent', undefined, 'chooser']);
    expect(shown('/table/7')).toEqual(['consent', undefined, 'guard', 'landing']);
    expect(shown('/table/7/menu')).toEqual(['consent', undefined, 'guard', 'menu']);
  });

  it('ignores a trailing slash and letter case, as React Router does', () => {
    expect(shown('/table/')).toEqual(['consent', undefined, 'chooser']);
    expect(shown('/TABLE/7/Menu/')).toEqual(['consent', undefined, 'guard', 'menu']);
  });

  it('prefers the most specific route, whatever the order they are written in', () => {
    expect(shown('/admin/menu/items/new')).toEqual(['shell', 'new item']);
    expect(shown('/admin/menu/items/12')).toEqual(['shell', 'item']);
    // A route of its own outside the shell beats the shell's splat-free children and the 404.
    expect(shown('/admin/tables/qr-sheet')).toEqual(['qr sheet']);
    expect(shown('/admin/nowhere')).toEqual(['not found']);
    expect(shown('/table/7/menu/extra')).toEqual(['not found']);
  });

  it('gives every level the parameters of the whole address, decoded', () => {
    const matches = matchRoutes(routes, '/table/7/orders/a%20b/modify') ?? [];
    expect(matches.map((match) => match.route.element)).toEqual(['consent', undefined, 'guard', 'modify']);
    for (const match of matches) expect(match.params).toEqual({ tableId: '7', orderId: 'a b' });
    // A malformed escape stays as it was rather than breaking the page.
    expect(matchRoutes(routes, '/table/%E0%A4%A/menu')?.[0]?.params).toEqual({ tableId: '%E0%A4%A' });
  });

  it('matches nothing when no route fits and there is no splat', () => {
    expect(matchRoutes([{ path: 'login', element: 'login' }], '/logout')).toBeNull();
    // A layout without a path is no address of its own.
    expect(matchRoutes([{ element: 'layout', children: [] }], '/')).toBeNull();
  });
});

describe('matchPath', () => {
  it('matches a whole path, or its start at a segment boundary when end is false', () => {
    expect(matchPath({ path: '/admin' }, '/admin/orders')).toBeNull();
    expect(matchPath({ path: '/admin', end: false }, '/admin/orders')?.pathnameBase).toBe('/admin');
    expect(matchPath({ path: '/admin/order', end: false }, '/admin/orders')).toBeNull();
    expect(matchPath({ path: '/admin/orders/:id' }, '/admin/orders/5')?.params).toEqual({ id: '5' });
  });

  it('gives a splat the rest of the path and the part before it as the base', () => {
    expect(matchPath({ path: '/files/*' }, '/files/a/b')).toEqual({
      params: { '*': 'a/b' },
      pathname: '/files/a/b',
      pathnameBase: '/files',
    });
  });

  it('takes the characters of a path literally', () => {
    expect(matchPath({ path: '/a.b' }, '/a.b')).not.toBeNull();
    expect(matchPath({ path: '/a.b' }, '/axb')).toBeNull();
  });
});
