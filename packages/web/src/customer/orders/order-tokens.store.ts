import { useMemo, useSyncExternalStore } from 'react';

/**
 * The order tokens of orders submitted from this browser (DESIGN 3): the submit answer carries an
 * order's token once, and adding to or changing that order needs it. Kept in localStorage as a map
 * orderId → token so a reload or a second tab of the same phone still may change the order.
 */
export const ORDER_TOKENS_STORAGE_KEY = 'tableside.orderTokens';

/** A guest orders a few rounds per visit; older tokens belong to long-finished orders. */
const MAX_STORED_TOKENS = 30;

type TTokenMap = Record<string, string>;

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(ORDER_TOKENS_STORAGE_KEY);
  } catch {
    // Blocked storage (some privacy modes): the guest can still order, just not change it later.
    return null;
  }
}

function parse(raw: string | null): TTokenMap {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function readOrderTokens(): TTokenMap {
  return parse(readRaw());
}

export function getOrderToken(orderId: number): string | null {
  return readOrderTokens()[String(orderId)] ?? null;
}

export function saveOrderToken(orderId: number, token: string): void {
  const tokens = readOrderTokens();
  delete tokens[String(orderId)];
  tokens[String(orderId)] = token;
  // Insertion order is the submission order, so the oldest come first.
  const kept = Object.entries(tokens).slice(-MAX_STORED_TOKENS);
  try {
    localStorage.setItem(ORDER_TOKENS_STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    return;
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same phone may submit or receive a token too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ORDER_TOKENS_STORAGE_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The token map as stored; a string compares by value, so React re-renders only on a change. */
function useStoredTokens(): TTokenMap {
  const raw = useSyncExternalStore(subscribe, readRaw);
  return useMemo(() => parse(raw), [raw]);
}

/** The token of one order, or null when this browser did not submit it; follows later saves. */
export function useOrderToken(orderId: number): string | null {
  return useStoredTokens()[String(orderId)] ?? null;
}

/** Every order id → token this browser holds (orders it submitted). */
export function useOrderTokens(): Readonly<TTokenMap> {
  return useStoredTokens();
}
