import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useNow } from '../../../lib/format/duration-format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useOrderPollMs } from '../../staff-settings/use-staff-settings.hook.ts';
import { BOARD_STATUSES, groupBoard, type TBoardStatus } from '../order-status-flow.ts';
import { staffOrderQueries } from '../orders.queries.ts';
import { BoardToolbar } from './board-toolbar.tsx';
import { OrderCard } from './order-card.tsx';
import { type TCardFocus, useBoardFocus } from './use-board-focus.hook.ts';
import { useNewArrivals } from './use-new-arrivals.hook.ts';
import { useWideScreen } from './use-wide-screen.hook.ts';

const NO_ORDERS: TStaffOrderListItem[] = [];

/** The cards' ages move on every 30 s (issue "Staff operations"). */
const AGE_TICK_MS = 30_000;

/**
 * The live kitchen board: the active orders in three columns (Submitted, In the kitchen, Ready).
 * Side by side from a tablet's width (scrolling sideways when narrow), one column at a time as tabs
 * on a phone. New orders arrive over the staff stream (`connected`); without it, the board polls every ADMIN_INTERFACE.ORDER_REFRESH_SECONDS.
 */
export function OrderBoard({ connected, branchId }: { connected: boolean; branchId: number | null }) {
  const { t } = useTranslation();
  const pollMs = useOrderPollMs();
  const board = useQuery({
    ...staffOrderQueries.board(branchId),
    refetchInterval: connected ? false : pollMs,
  });
  const now = useNow(AGE_TICK_MS);
  const fresh = useNewArrivals(board.data?.map((order) => order.id));
  const wide = useWideScreen();
  const [phoneColumn, setPhoneColumn] = useState<TBoardStatus>('SUBMITTED');
  const focus = useBoardFocus(board.data ?? NO_ORDERS);

  if (board.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-fg-muted">
        <Spinner />
        {t('admin.orders.board.loading')}
      </div>
    );
  }
  if (board.isError) {
    return (
      <Banner>
        <p>{t('admin.orders.board.error')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void board.refetch()}>
          {t('admin.orders.retry')}
        </Button>
      </Banner>
    );
  }

  const columns = groupBoard(board.data);
  const column = (status: TBoardStatus) => (
    <BoardColumn
      status={status}
      orders={columns[status]}
      now={now}
      fresh={fresh}
      showHeading={wide}
      cardFocus={focus.cardFocus}
    />
  );

  return (
    <div ref={focus.root} className="space-y-4">
      <BoardToolbar connected={connected} />
      <p role="status" className="sr-only">
        {focus.announcement}
      </p>
      {wide ? (
        // Three columns fit from about 1000 px; narrower (a tablet held upright) they scroll sideways.
        // `relative` keeps the cards' screen-reader texts (absolute) inside that scroll, not the page's.
        <div className="relative -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6">
          {BOARD_STATUSES.map((status) => (
            <div
              key={status}
              className="w-[min(22rem,85vw)] shrink-0 snap-start lg:w-auto lg:min-w-[18rem] lg:flex-1"
            >
              {column(status)}
            </div>
          ))}
        </div>
      ) : (
        <Tabs.Root value={phoneColumn} onValueChange={(value) => setPhoneColumn(value as TBoardStatus)}>
          <Tabs.List
            aria-label={t('admin.orders.board.columnsLabel')}
            className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1"
          >
            {BOARD_STATUSES.map((status) => (
              <Tabs.Trigger
                key={status}
                value={status}
                className="flex min-h-12 flex-col items-center justify-center rounded-lg px-1 text-sm leading-tight font-semibold data-[state=active]:bg-action data-[state=active]:text-action-fg data-[state=active]:shadow-sm"
              >
                <span className="text-center">{t(`admin.orders.board.columns.${status}`)}</span>
                <span className="tabular-nums">{columns[status].length}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {BOARD_STATUSES.map((status) => (
            <Tabs.Content key={status} value={status} className="mt-4">
              {column(status)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </div>
  );
}

type TBoardColumnProps = {
  status: TBoardStatus;
  orders: TStaffOrderListItem[];
  now: number;
  fresh: ReadonlySet<number>;
  /** On a phone the tab shows the column's name, so its heading is there for screen readers only. */
  showHeading: boolean;
  cardFocus: TCardFocus;
};

function BoardColumn({ status, orders, now, fresh, showHeading, cardFocus }: TBoardColumnProps) {
  const { t } = useTranslation();
  const label = t(`admin.orders.board.columns.${status}`);
  return (
    <section
      data-column={status}
      // The name carries the count too, so moving between columns by landmark tells how full each is.
      aria-label={`${label}, ${t('admin.orders.board.count', { count: orders.length })}`}
      className="flex h-full flex-col gap-3 rounded-2xl bg-muted/60 p-3"
    >
      <h2
        className={clsx(
          'flex items-center justify-between gap-2 px-1 text-lg font-bold',
          !showHeading && 'sr-only',
        )}
      >
        <span>{label}</span>
        <span
          aria-hidden="true"
          className={clsx(
            'min-w-8 rounded-full px-2.5 py-0.5 text-center text-base tabular-nums',
            orders.length > 0 ? 'bg-action text-action-fg' : 'bg-card text-fg-muted',
          )}
        >
          {orders.length}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-10 text-center text-fg-muted">
          {t('admin.orders.board.empty')}
        </p>
      ) : (
        orders.map((order, index) => (
          <OrderCard
            key={order.id}
            order={order}
            now={now}
            fresh={fresh.has(order.id)}
            {...cardFocus(order, status, index)}
          />
        ))
      )}
    </section>
  );
}
