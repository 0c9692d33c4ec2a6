import {
  Children,
  type ComponentPropsWithRef,
  createContext,
  Fragment,
  isValidElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  browserHistory,
  hrefOf,
  memoryHistory,
  resolvePath,
  type THistory,
  type TInitialEntry,
  type TLocation,
} from './history.ts';
import { useFocusOnNavigation } from './route-focus.ts';
import { matchPath, matchRoutes, type TParams, type TRouteObject } from './route-matching.ts';

/**
 * The app's router: the part of React Router 7's declarative API the app uses, with the same names
 * and behaviour, in about 2 KB instead of 13 (decision 0034). Addresses are absolute paths, or a
 * query on the current path; a navigation renders as a transition, so a screen whose code is still
 * loading keeps the current one showing rather than a loading screen. Unlike React Router, it
 * moves focus to the new screen's heading after a navigation (route-focus.ts).
 */

export type { TLocation } from './history.ts';
export type { TParams, TRouteObject } from './route-matching.ts';

export type TNavigateOptions = { replace?: boolean; state?: unknown };
export type TNavigate = (to: string | number, options?: TNavigateOptions) => void;
type TSearchInit = URLSearchParams | Record<string, string> | string;

const HistoryContext = createContext<THistory | null>(null);
const LocationContext = createContext<TLocation | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: TParams }>({ outlet: null, params: {} });

function useHistory(): THistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('router hooks need a <BrowserRouter> or <MemoryRouter> around them');
  return history;
}

function Router({ history, children }: { history: THistory; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const stop = history.listen((next) => startTransition(() => setLocation(next)));
    // A navigation between the first render and this effect.
    setLocation(history.location);
    return stop;
  }, [history]);
  useFocusOnNavigation(location.pathname);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: TInitialEntry[];
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): TLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation needs a <BrowserRouter> or <MemoryRouter> around it');
  return location;
}

/** Goes to an address (or back and forward by a number); the function never changes. */
export function useNavigate(): TNavigate {
  const history = useHistory();
  return useCallback(
    (to, options) => {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to, options.state);
      else history.push(to, options?.state);
    },
    [history],
  );
}

/** The parameters of the route shown, every level's (`:tableId` inside the table's screens). */
export function useParams(): TParams {
  return useContext(RouteContext).params;
}

/** The current address's query, and a way to change it (`replace` keeps the back button still). */
export function useSearchParams(): [
  URLSearchParams,
  (next: TSearchInit | ((current: URLSearchParams) => TSearchInit), options?: TNavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const history = useHistory();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: TSearchInit | ((current: URLSearchParams) => TSearchInit), options?: TNavigateOptions) => {
      // From the latest address, so two changes in one event both count.
      const current = new URLSearchParams(history.location.search);
      const query = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      navigate(`${history.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [history, navigate],
  );
  return [params, setParams];
}

/** Whether the current path matches `pattern` (all of it, or its start when `end` is false). */
export function useMatch(pattern: string | { path: string; end?: boolean }) {
  const { pathname } = useLocation();
  return matchPath(typeof pattern === 'string' ? { path: pattern } : pattern, pathname);
}

type TRouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** A route inside <Routes>: read by it, never rendered. */
export function Route(_props: TRouteProps): ReactNode {
  throw new Error('<Route> goes inside <Routes>, which reads it');
}

function routesFromChildren(children: ReactNode): TRouteObject[] {
  const routes: TRouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<TRouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: routesFromChildren(nested) });
  });
  return routes;
}

/** Shows the screen the address matches inside its layouts; nothing when no route matches. */
export function useRoutes(routes: TRouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      // biome-ignore lint/correctness/useJsxKeyInIterable: each level wraps the next, not a list
      <RouteContext.Provider value={{ outlet, params }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

export function Routes({ children }: { children?: ReactNode }) {
  const routes = useMemo(() => routesFromChildren(children), [children]);
  return useRoutes(routes);
}

/** Where a layout shows the screen below it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Goes to `to` once rendered: a redirect. */
export function Navigate({ to, replace, state }: { to: string } & TNavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export type TLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string } & TNavigateOptions;

/**
 * A link inside the app: a real `<a href>` (open in a new tab, copy the address), followed without
 * a page load on a plain click. A link to where the page already is replaces the entry.
 */
export function Link({ to, replace, state, onClick, ...anchor }: TLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = hrefOf(resolvePath(to, location));
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        if (anchor.target && anchor.target !== '_self') return;
        event.preventDefault();
        navigate(href, { replace: replace ?? href === hrefOf(location), state });
      }}
    />
  );
}
