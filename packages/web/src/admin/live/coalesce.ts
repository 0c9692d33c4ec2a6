import { useEffect, useMemo, useRef } from 'react';

/**
 * How long live refetches fold together. Guests tapping + and − on a shared cart send an event
 * per tap: the first refetches at once, the rest cost one refetch per window, so another screen
 * shows a change well within a second without a request per tap.
 */
export const LIVE_COALESCE_MS = 300;

export type TCoalesced = { (): void; cancel(): void };

/** Runs `run` on the first call at once; calls within `windowMs` after a run fold into one run at its end. */
export function coalesce(run: () => void, windowMs = LIVE_COALESCE_MS): TCoalesced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const rest = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!pending) return;
      pending = false;
      run();
      rest();
    }, windowMs);
  };
  const call = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    run();
    rest();
  };
  call.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return call;
}

/** `coalesce` for a component: always runs the latest `run`, and stops when it unmounts. */
export function useCoalesced(run: () => void, windowMs = LIVE_COALESCE_MS): () => void {
  const latest = useRef(run);
  latest.current = run;
  const coalesced = useMemo(() => coalesce(() => latest.current(), windowMs), [windowMs]);
  useEffect(() => () => coalesced.cancel(), [coalesced]);
  return coalesced;
}
