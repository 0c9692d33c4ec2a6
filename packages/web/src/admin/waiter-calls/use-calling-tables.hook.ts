import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWaiterCallPermissions } from './waiter-call-permissions.ts';
import { waiterCallQueries } from './waiter-calls.queries.ts';

const NONE: ReadonlySet<number> = new Set();

/** The tables with an open waiter call, for the floor plan's badge; live like the board's strip. */
export function useCallingTables(): ReadonlySet<number> {
  const { see } = useWaiterCallPermissions();
  const calls = useQuery({ ...waiterCallQueries.open(), enabled: see });
  return useMemo(() => (calls.data ? new Set(calls.data.map((call) => call.bench_id)) : NONE), [calls.data]);
}
