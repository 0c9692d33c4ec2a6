import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
// 'react-router' rather than 'react-router/dom': under Node the two entry points load separate
// copies of the router context.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** Renders routes at `path` with a fresh, non-retrying query cache; returns the router too. */
export function renderRoute(routes: RouteObject[], path: string | { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
