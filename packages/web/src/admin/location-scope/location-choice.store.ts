import { useSyncExternalStore } from 'react';

/**
 * The location the staff screens (board, orders list, dashboard, floor plan) show, kept per browser
 * so that a device at one location keeps showing it (decision 0019). null: every location.
 */
export const LOCATION_STORAGE_KEY = 'tableside.location';

const listeners = new Set<() => void>();

function read(): number | null {
  try {
    const raw = localStorage.getItem(LOCATION_STORAGE_KEY);
    return raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  } catch {
    // Blocked storage (some privacy modes): every location.
    return null;
  }
}

let choice = read();

export function storedLocation(): number | null {
  return choice;
}

export function storeLocation(id: number | null): void {
  if (id === choice) return;
  choice = id;
  try {
    if (id === null) localStorage.removeItem(LOCATION_STORAGE_KEY);
    else localStorage.setItem(LOCATION_STORAGE_KEY, String(id));
  } catch {
    // Kept for this visit only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useStoredLocation(): number | null {
  return useSyncExternalStore(subscribe, storedLocation);
}
