import { useEffect, useState } from 'react';

/** Ages on the staff screens (orders, waiter calls, bill requests): how long something has waited. */

/** The current time, re-read every `intervalMs` (the board's ages move on every 30 s). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Whole minutes from `iso` to `now`, never negative (a clock a little ahead of the server). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}
