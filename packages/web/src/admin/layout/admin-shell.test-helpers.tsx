import { vi } from 'vitest';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { DESKTOP_MEDIA_QUERY } from './use-sidebar-state.hook.ts';

/** A window whose width tests set; matchMedia answers the desktop query from it. */
export function stubScreenWidth(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === DESKTOP_MEDIA_QUERY && width >= 1024;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The shell's own calls; `handle` answers the rest (or gets the first word). */
export function shellApi({
  todayCount = 0,
  handle,
}: {
  todayCount?: number;
  handle?: (call: TFetchCall) => Response | undefined;
} = {}) {
  return mockFetch((call) => {
    const answer = handle?.(call);
    if (answer) return answer;
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/health') return ok({ status: 'ok', version: '1.0.0' });
    if (path === '/api/branding')
      return ok({
        primary: '#000000',
        secondary: '#ffffff',
        accent: '#3b82f6',
        restaurant_name: 'Cafe Aurora',
        logo_url: null,
      });
    if (path === '/api/customer-orders/today-count') return ok({ count: todayCount });
    return fail(404, `Not found: ${path}`);
  });
}

/** The admin layout with stand-in pages, at `path`. */
export function renderShell(path = '/admin') {
  const page = (title: string) => <h1>{title} page</h1>;
  return renderRoute(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: page('Dashboard') },
          { path: 'orders', element: page('Orders') },
          { path: 'orders/:orderId', element: page('Order') },
          { path: 'menu', element: page('Menu') },
          { path: 'tables', element: page('Tables') },
          { path: 'configuration', element: page('Configuration') },
          { path: 'profile', element: page('Profile') },
        ],
      },
      { path: '/admin/login', element: <p>Admin sign-in</p> },
      { path: '/login', element: <p>Sign-in</p> },
    ],
    path,
  );
}
