/** Where the app is: the address's parts and what the page that went there left for the next. */
export type TLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` or `<Link state>` passed along; null when nothing was. */
  state: unknown;
  /** Tells two visits of the same address apart. */
  key: string;
};

/** The list of visited addresses the router reads and moves through. */
export type THistory = {
  readonly location: TLocation;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (location: TLocation) => void): () => void;
};

export type TInitialEntry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

type TBrowserEntry = { usr?: unknown; key?: string } | null;

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * `to` as an address in the app: an absolute path, or a query or `#hash` on the current path
 * (`'?page=2'`); anything else resolves as a link in a page at `from` would.
 */
export function resolvePath(to: string, from: Pick<TLocation, 'pathname' | 'search'>) {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const hrefOf = (location: Pick<TLocation, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

function listeners(onFirst?: () => void, onLast?: () => void) {
  const all = new Set<(location: TLocation) => void>();
  return {
    notify: (location: TLocation) => {
      for (const listener of all) listener(location);
    },
    listen: (listener: (location: TLocation) => void) => {
      all.add(listener);
      if (all.size === 1) onFirst?.();
      return () => {
        all.delete(listener);
        if (all.size === 0) onLast?.();
      };
    },
  };
}

/** The browser's own history: the address bar, back and forward. */
export function browserHistory(): THistory {
  const read = (): TLocation => {
    const { pathname, search, hash } = window.location;
    // `usr` and `key` as React Router wrote them, so entries from before an update still read.
    const entry = window.history.state as TBrowserEntry;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  const onPop = () => {
    location = read();
    subscribers.notify(location);
  };
  const subscribers = listeners(
    () => window.addEventListener('popstate', onPop),
    () => window.removeEventListener('popstate', onPop),
  );
  const write = (replace: boolean) => (to: string, state?: unknown) => {
    const href = hrefOf(resolvePath(to, location));
    const entry: TBrowserEntry = { usr: state ?? null, key: newKey() };
    try {
      if (replace) window.history.replaceState(entry, '', href);
      else window.history.pushState(entry, '', href);
    } catch {
      // Safari limits how often the history may change; a page load still gets there.
      window.location[replace ? 'replace' : 'assign'](href);
      return;
    }
    onPop();
  };
  return {
    get location() {
      return location;
    },
    push: write(false),
    replace: write(true),
    go: (delta) => window.history.go(delta),
    listen: subscribers.listen,
  };
}

/** A history kept in memory, for tests: starts at the last of `initialEntries`. */
export function memoryHistory(initialEntries: TInitialEntry[] = ['/']): THistory {
  const entries: TLocation[] = [];
  let index = 0;
  const entry = (to: TInitialEntry, state?: unknown): TLocation => {
    const target = typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}${to.hash ?? ''}`;
    const from = entries[index] ?? { pathname: '/', search: '' };
    return {
      ...resolvePath(target, from),
      state: (typeof to === 'string' ? state : to.state) ?? null,
      key: newKey(),
    };
  };
  for (const initial of initialEntries) index = entries.push(entry(initial)) - 1;
  const subscribers = listeners();
  const current = () => entries[index] as TLocation;
  return {
    get location() {
      return current();
    },
    push(to, state) {
      const next = entry(to, state);
      index += 1;
      entries.splice(index, entries.length, next);
      subscribers.notify(next);
    },
    replace(to, state) {
      entries[index] = entry(to, state);
      subscribers.notify(current());
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      subscribers.notify(current());
    },
    listen: subscribers.listen,
  };
}
