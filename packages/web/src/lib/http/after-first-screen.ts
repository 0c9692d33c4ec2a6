import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** However long the first screen's requests take, background work starts by then. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** An idle period this long means no frame is being drawn: the render is done and painted. */
const LONG_IDLE_MS = 40;

type TIdleDeadline = { didTimeout: boolean; timeRemaining: () => number };
type TIdleWindow = {
  requestIdleCallback?: (
    callback: (deadline: TIdleDeadline) => void,
    options?: { timeout: number },
  ) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Calls `start` once the page has what its first screen fetches and the browser is idle (its render
 * painted), or after FIRST_SCREEN_WAIT_MS, whichever comes first. For connections the first screen
 * does not need, the table's live stream and the backend probe: on a slow phone they would share the
 * network and the main thread with the menu (decision 0035: the menu's largest paint 1.98 → 1.81 s in
 * Lighthouse). Returns a function that cancels the call if it has not happened yet.
 */
export function afterFirstScreen(queryClient: QueryClient, start: () => void): () => void {
  const idleWindow = window as TIdleWindow;
  let cancelled = false;
  let idleHandle: number | undefined;
  const cancelIdle = () => {
    if (idleHandle === undefined) return;
    if (idleWindow.cancelIdleCallback) idleWindow.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
    idleHandle = undefined;
  };
  const stop = () => {
    unsubscribe();
    window.clearTimeout(timer);
    cancelIdle();
  };
  const run = () => {
    stop();
    if (!cancelled) start();
  };
  const onIdle = (deadline?: TIdleDeadline) => {
    idleHandle = undefined;
    // A request may have started since: wait for it too.
    if (queryClient.isFetching() > 0) return;
    // A short idle period comes between frames, maybe between a render and its paint: wait for a
    // long one, when the browser has nothing left to draw.
    if (deadline && !deadline.didTimeout && deadline.timeRemaining() < LONG_IDLE_MS) check();
    else run();
  };
  // Nothing being fetched: wait for the browser to be idle.
  const check = () => {
    if (queryClient.isFetching() > 0) {
      cancelIdle();
      return;
    }
    if (idleHandle !== undefined) return;
    idleHandle = idleWindow.requestIdleCallback
      ? idleWindow.requestIdleCallback(onIdle, { timeout: 1000 })
      : // Safari: no idle callbacks; by then a first screen's render has usually painted.
        window.setTimeout(onIdle, 200);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  const timer = window.setTimeout(run, FIRST_SCREEN_WAIT_MS);
  check();
  return () => {
    cancelled = true;
    stop();
  };
}

/** False until `afterFirstScreen` would have called: for a query that should wait for it. */
export function useAfterFirstScreen(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(queryClient, () => setReady(true)), [queryClient]);
  return ready;
}
