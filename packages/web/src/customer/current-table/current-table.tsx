import type { TBench } from '@tableside/shared/tables.schemas';
import { createContext, useContext } from 'react';

/** The table the guest sits at, as GET /tables/{id}/validate confirmed it. */
export type TCurrentTable = Pick<TBench, 'id' | 'name' | 'seat_capacity'>;

export const CurrentTableContext = createContext<TCurrentTable | null>(null);

/**
 * The validated table of /table/:tableId and every screen below it (menu, checkout, orders,
 * modify). Only the table guard renders those screens, so the table is always there.
 */
export function useCurrentTable(): TCurrentTable {
  const table = useContext(CurrentTableContext);
  if (!table) throw new Error('useCurrentTable() is only available below the table guard (/table/:tableId).');
  return table;
}
