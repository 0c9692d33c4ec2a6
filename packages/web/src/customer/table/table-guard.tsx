import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Outlet, useParams } from '../../lib/router/router.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CurrentTableContext, type TCurrentTable } from '../current-table/current-table.tsx';
import { menuQueries } from '../menu-data/menu.queries.ts';
import { TableEventsContext, useTableEvents } from '../orders/use-bench-order-events.hook.ts';
import { guestTableQueries } from './table.queries.ts';

// Only a wrong or stale QR code needs it: it loads then, not with every table's first screen.
const LazyTableNotFound = lazy(() =>
  import('./table-not-found.tsx').then((m) => ({ default: m.TableNotFound })),
);
const TableNotFound = () => (
  <Suspense fallback={null}>
    <LazyTableNotFound />
  </Suspense>
);

/** The largest id the API accepts (packages/shared list.schemas MAX_ID); larger ones cannot exist. */
const MAX_TABLE_ID = 2_147_483_647;

/** A table id from the address, or null when it cannot name a table (e.g. /table/abc). */
export function parseTableId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_TABLE_ID ? id : null;
}

/**
 * spec (customer 2): /table/:tableId and everything below it show only for a table that takes
 * orders (GET /tables/{id}/validate); the screens read it with useCurrentTable().
 */
export function TableGuard() {
  const { t } = useTranslation();
  const id = parseTableId(useParams().tableId);
  const query = useQuery({ ...guestTableQueries.validate(id ?? 0), enabled: id !== null });
  const queryClient = useQueryClient();
  // The table's screens lead to the menu: it loads alongside the check instead of after it, which
  // saves the menu page a round trip (decision 0007): the menu of the table's location (decision 0019).
  useEffect(() => {
    if (id !== null) void queryClient.prefetchQuery(menuQueries.publicMenu(id));
  }, [id, queryClient]);
  // Every screen of the table follows its stream: orders, the owner's settings and menu changes, and
  // the table itself: one switched off by staff shows "not found" at once (issue 14).
  const events = useTableEvents(query.data?.valid ? (id ?? 0) : 0);
  const bench = query.data?.bench;
  // One object per answer, so the table's screens re-render only when the table changes.
  const table = useMemo<TCurrentTable>(
    () => ({
      id: id ?? 0,
      name: bench?.name.trim() || t('customer.tables.unnamed', { id: id ?? 0 }),
      seat_capacity: bench?.seat_capacity ?? null,
    }),
    [id, bench, t],
  );

  if (id === null) return <TableNotFound />;
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 px-4 py-16 text-fg-muted">
        <Spinner />
        {t('customer.tableGuard.checking')}
      </div>
    );
  }
  if (query.isError) {
    // The API refuses an id it cannot read with 400: that table does not exist either.
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return <TableNotFound />;
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-12">
        <Banner>{t('customer.tableGuard.checkFailed')}</Banner>
        <Button loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('customer.tableGuard.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data.valid) return <TableNotFound />;
  return (
    <CurrentTableContext value={table}>
      <TableEventsContext value={events}>
        <Outlet />
      </TableEventsContext>
    </CurrentTableContext>
  );
}
