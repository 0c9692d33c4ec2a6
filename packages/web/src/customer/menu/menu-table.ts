import { useContext } from 'react';
import { useParams } from '../../lib/router/router.tsx';
import { CurrentTableContext, type TCurrentTable } from '../current-table/current-table.tsx';

/**
 * The guest's table: the one the table guard validated, or, where the menu is rendered without the
 * guard (tests), the id from the route.
 */
export function useMenuTable(): TCurrentTable {
  const guarded = useContext(CurrentTableContext);
  const { tableId } = useParams();
  return guarded ?? { id: Number(tableId), name: '', seat_capacity: null };
}
