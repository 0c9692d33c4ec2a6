import { useSyncExternalStore } from 'react';

/**
 * KITCHEN_OPERATIONS.AUTO_PRINT: the orders whose kitchen ticket waits to be printed in this tab.
 * Every open staff tab hears the same 'order.created'; only one may print. A tab out of sight
 * never does; a focused one claims the order at once, another visible one only a moment later
 * and only if no tab has claimed it by then (the claims are shared through localStorage).
 */
export const AUTO_PRINT_CLAIMS_KEY = 'tableside.admin.autoPrintClaims';
/** How long a claim blocks other tabs; also how long an order counts as new enough to print. */
export const AUTO_PRINT_WINDOW_MS = 10 * 60_000;
/** A visible tab without focus waits this long, so the focused one claims first. */
export const UNFOCUSED_CLAIM_DELAY_MS = 400;

let queue: readonly number[] = [];
const listeners = new Set<() => void>();

function setQueue(next: readonly number[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function readClaims(now: number): Record<string, number> {
  try {
    const raw = JSON.parse(localStorage.getItem(AUTO_PRINT_CLAIMS_KEY) ?? '{}') as unknown;
    if (typeof raw !== 'object' || raw === null) return {};
    // Old claims go, so the record stays small.
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && now - entry[1] < AUTO_PRINT_WINDOW_MS,
      ),
    );
  } catch {
    return {};
  }
}

/** True when this tab may print the order: nobody claimed it yet, and now this tab has. */
export function claimAutoPrint(orderId: number, now = Date.now()): boolean {
  const claims = readClaims(now);
  if (claims[orderId] !== undefined) return false;
  try {
    localStorage.setItem(AUTO_PRINT_CLAIMS_KEY, JSON.stringify({ ...claims, [orderId]: now }));
  } catch {
    // Blocked storage: this tab cannot coordinate, and prints on its own.
  }
  return true;
}

function enqueue(orderId: number): void {
  if (queue.includes(orderId) || !claimAutoPrint(orderId)) return;
  setQueue([...queue, orderId]);
}

/** A new order arrived (the staff stream's 'order.created'): print its kitchen ticket here, if this tab is the one. */
export function requestAutoPrint(orderId: number): void {
  if (document.visibilityState !== 'visible') return;
  if (document.hasFocus()) enqueue(orderId);
  else setTimeout(() => enqueue(orderId), UNFOCUSED_CLAIM_DELAY_MS);
}

/** The ticket printed (or given up on): the next one may go. */
export function finishAutoPrint(orderId: number): void {
  setQueue(queue.filter((id) => id !== orderId));
}

/** The order whose ticket prints now, if any. */
export function useAutoPrintHead(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0] ?? null,
  );
}

/** Tests: an empty queue. */
export function resetAutoPrint(): void {
  setQueue([]);
}
