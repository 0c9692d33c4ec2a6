import { orderNumberOf } from '@tableside/shared/order-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { minutesSince, useNow } from '../../../lib/format/duration-format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from '../../../lib/router/router.tsx';
import { useAddressFilters } from '../../../lib/use-address-filters.hook.ts';
import { Button } from '../../../ui/button.tsx';
import { PagedList } from '../../../ui/paged-list.tsx';
import { useEnumValues } from '../../enums/enums.queries.ts';
import {
  useOrderPollMs,
  useStaffSettings,
  useStaffSettingsSettled,
} from '../../staff-settings/use-staff-settings.hook.ts';
import { ageLevel, LateLabel } from '../board/order-card.tsx';
import { useOrderFormat } from '../order-format.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';
import { staffOrderQueries } from '../orders.queries.ts';
import { OrderListFilterBar } from './order-list-filter-bar.tsx';
import { filtersFromSearchParams, filtersToSearchParams } from './order-list-filters.ts';

const cell = 'px-3 py-3 text-start align-middle';
/** Open orders turn late while the list is on screen. */
const LATE_TICK_MS = 30_000;

/** The order list: filters in the address, one page of orders, rows leading to the order; polls while not `connected`. */
export function OrderList({ connected, branchId }: { connected: boolean; branchId: number | null }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const statuses = useEnumValues('OrderStatus').data;
  const [filters, setFilters] = useAddressFilters(
    (params) => filtersFromSearchParams(params, statuses),
    filtersToSearchParams,
    [statuses],
  );
  const pollMs = useOrderPollMs();
  const { default_page_size: pageSize, late_order_minutes: lateAfter } = useStaffSettings();
  const now = useNow(LATE_TICK_MS);
  // The page size comes with the settings: one request with the right size, not one before them.
  const settled = useStaffSettingsSettled();
  const list = useQuery({
    ...staffOrderQueries.list(filters, pageSize, branchId),
    enabled: settled,
    placeholderData: keepPreviousData,
    refetchInterval: connected ? false : pollMs,
  });

  return (
    <div className="space-y-4">
      <OrderListFilterBar filters={filters} onChange={setFilters} />
      <PagedList
        query={list}
        texts={{
          error: t('admin.orders.list.error'),
          retry: t('admin.orders.retry'),
          loading: t('admin.orders.list.loading'),
          total: (count) => t('admin.orders.list.total', { count }),
          empty: t('admin.orders.list.empty'),
        }}
        footer={(page) =>
          page.total_pages > 1 ? (
            <nav
              aria-label={t('admin.orders.list.pagination')}
              className="flex items-center justify-between gap-3"
            >
              <Button
                variant="secondary"
                disabled={!page.has_previous}
                onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('admin.orders.list.previous')}
              </Button>
              <p className="text-sm text-fg-muted">
                {t('admin.orders.list.page', { page: page.page_number + 1, pages: page.total_pages })}
              </p>
              <Button
                variant="secondary"
                disabled={!page.has_next}
                onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
              >
                {t('admin.orders.list.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          ) : null
        }
      >
        {(page) => (
          <div className="overflow-x-auto rounded-2xl border border-line bg-card">
            <table className="w-full min-w-[20rem] border-collapse text-base">
              <caption className="sr-only">{t('admin.orders.list.caption')}</caption>
              <thead className="border-b border-line bg-muted/60 text-sm text-fg-muted">
                <tr>
                  <th scope="col" className={cell}>
                    {t('admin.orders.list.columns.order')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.orders.list.columns.table')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.orders.list.columns.status')}
                  </th>
                  <th scope="col" className={`${cell} max-md:hidden`}>
                    {t('admin.orders.list.columns.items')}
                  </th>
                  <th scope="col" className={`${cell} text-end max-sm:hidden`}>
                    {t('admin.orders.list.columns.total')}
                  </th>
                  <th scope="col" className={`${cell} max-md:hidden`}>
                    {t('admin.orders.list.columns.created')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {page.content.map((order) => {
                  // KITCHEN_OPERATIONS.LATE_ORDER_MINUTES: open orders waiting longer are marked.
                  const late =
                    ageLevel(minutesSince(order.created_at, now), lateAfter, order.status) !== 'fresh';
                  return (
                    <tr
                      key={order.id}
                      data-late={late || undefined}
                      className={
                        late
                          ? 'bg-red-50 hover:bg-red-100 dark:bg-red-950/40 dark:hover:bg-red-950/60'
                          : 'hover:bg-muted/50'
                      }
                    >
                      <th scope="row" className={`${cell} font-semibold tabular-nums`}>
                        <Link
                          to={`/admin/orders/${order.id}`}
                          className="inline-flex min-h-11 items-center rounded text-link underline-offset-2 hover:underline"
                        >
                          {orderNumberOf(order)}
                        </Link>
                      </th>
                      <td className={cell}>{order.bench?.name ?? t('admin.orders.card.noTable')}</td>
                      <td className={cell}>
                        <span className="inline-flex flex-wrap items-center gap-1.5">
                          <OrderStatusBadge status={order.status} />
                          {late ? <LateLabel /> : null}
                        </span>
                      </td>
                      <td className={`${cell} tabular-nums max-md:hidden`}>{order.item_count}</td>
                      <td className={`${cell} text-end tabular-nums max-sm:hidden`}>
                        {format.money(order.gross)}
                      </td>
                      <td className={`${cell} text-sm whitespace-nowrap max-md:hidden`}>
                        {format.dateTime(order.created_at)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </div>
  );
}
