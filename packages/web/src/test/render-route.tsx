import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { isValidElement, type ReactElement, useLayoutEffect } from 'react';
import {
  MemoryRouter,
  type TLocation,
  type TNavigate,
  type TRouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from '../lib/router/router.tsx';

type TProbe = { location?: TLocation; navigate?: TNavigate };

/** Keeps the router's current location and navigate function where a test can reach them. */
function RouterProbe({ probe }: { probe: TProbe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.location = location;
    probe.navigate = navigate;
  });
  return null;
}

function RouteTable({ routes }: { routes: TRouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes (route objects, or an element such as <AppRoutes />) at `path` in a memory
 * router with a fresh, non-retrying query cache. Returns the current location and a way to
 * navigate, as the address bar would.
 */
export function renderRoute(
  routes: TRouteObject[] | ReactElement,
  path: string | { pathname: string; state?: unknown },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const probe: TProbe = {};
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {isValidElement(routes) ? routes : <RouteTable routes={routes} />}
        <RouterProbe probe={probe} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const location = (): TLocation => {
    if (!probe.location) throw new Error('the router has not rendered yet');
    return probe.location;
  };
  const navigate = async (to: string): Promise<void> => {
    await act(async () => {
      await probe.navigate?.(to);
    });
  };
  return { ...view, location, navigate, queryClient };
}
