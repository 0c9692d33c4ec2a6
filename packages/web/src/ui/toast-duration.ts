import { useSyncExternalStore } from 'react';

/** spec customer 9: toasts stay 4 s, unless an area sets its own (the admin area: NOTIFICATIONS.DURATION_SECONDS). */
export const DEFAULT_TOAST_DURATION_MS = 4000;

let duration = DEFAULT_TOAST_DURATION_MS;
const listeners = new Set<() => void>();

/** How long toasts stay on screen from now on; null goes back to the default. */
export function setToastDuration(ms: number | null): void {
  const next = ms !== null && Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TOAST_DURATION_MS;
  if (next === duration) return;
  duration = next;
  for (const listener of listeners) listener();
}

export function useToastDuration(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => duration,
  );
}
