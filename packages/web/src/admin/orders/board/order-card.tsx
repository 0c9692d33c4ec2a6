import { orderNumberOf, type TOrderStatus } from '@tableside/shared/order-status';
import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { clsx } from 'clsx';
import { AlarmClock, Clock, NotebookPen, TriangleAlert } from 'lucide-react';
import type { FocusEvent } from 'react';
import { minutesSince } from '../../../lib/format/duration-format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from '../../../lib/router/router.tsx';
import { useStaffSettings } from '../../staff-settings/use-staff-settings.hook.ts';
import { KitchenLines } from '../kitchen-lines.tsx';
import { StatusActions } from '../status-actions.tsx';

/**
 * KITCHEN_OPERATIONS.LATE_ORDER_MINUTES: an open order (submitted, or in the kitchen) older than
 * this is late (amber), older than twice this very late (red). A ready order waits for the
 * waiter, not the kitchen: never late. 10 minutes when no setting is given.
 */
export const LATE_AFTER_MINUTES = 10;

export type TAgeLevel = 'fresh' | 'late' | 'veryLate';

const LATE_STATUSES: readonly string[] = ['SUBMITTED', 'OPENED'];

export function ageLevel(minutes: number, lateAfter = LATE_AFTER_MINUTES, status = 'SUBMITTED'): TAgeLevel {
  if (!LATE_STATUSES.includes(status)) return 'fresh';
  if (minutes >= lateAfter * 2) return 'veryLate';
  if (minutes >= lateAfter) return 'late';
  return 'fresh';
}

const AGE_STYLES: Record<TAgeLevel, { card: string; badge: string; Icon: typeof Clock }> = {
  fresh: { card: 'border-line', badge: 'bg-muted text-fg', Icon: Clock },
  late: {
    card: 'border-amber-500 border-s-8',
    badge: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
    Icon: AlarmClock,
  },
  veryLate: {
    card: 'border-red-600 border-s-8 dark:border-red-400',
    badge: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
    Icon: TriangleAlert,
  },
};

type TOrderCardProps = {
  order: TStaffOrderListItem;
  now: number;
  /** Just arrived: highlighted for a moment (motion only without reduced motion). */
  fresh: boolean;
  /** The board follows the card that has focus (use-board-focus.hook.ts). */
  onFocus?: () => void;
  onBlur?: (event: FocusEvent) => void;
  onMove?: (to: TOrderStatus) => void;
};

/**
 * A kitchen ticket on the board, large enough to read and tap on a tablet: number, table, minutes
 * since submission (amber, then red, each with its own icon and a 'Late' label, not colour
 * alone), the items with
 * their options and instructions, the order's notes and one button to the next status.
 */
export function OrderCard({ order, now, fresh, onFocus, onBlur, onMove }: TOrderCardProps) {
  const { t } = useTranslation();
  const { late_order_minutes: lateAfter } = useStaffSettings();
  const minutes = minutesSince(order.created_at, now);
  const level = ageLevel(minutes, lateAfter, order.status);
  const { card, badge, Icon } = AGE_STYLES[level];
  const headingId = `order-card-${order.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.id}
      onFocus={onFocus}
      onBlur={onBlur}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border-2 bg-card p-4 shadow-sm',
        card,
        fresh && 'order-card-arrived ring-4 ring-accent',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h3 id={headingId} className="text-2xl leading-tight font-bold tabular-nums">
            <Link to={`/admin/orders/${order.id}`} className="rounded hover:underline">
              {orderNumberOf(order)}
            </Link>
          </h3>
          <p className="text-lg font-semibold break-words">
            {order.bench?.name ?? t('admin.orders.card.noTable')}
          </p>
          {order.order_type === 'TAKEAWAY' ? (
            <p className="mt-1 inline-block rounded-md border-2 border-current px-2 text-sm font-bold uppercase">
              {t('admin.orders.orderType.TAKEAWAY')}
            </p>
          ) : null}
        </div>
        <p
          className={clsx(
            'flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-semibold tabular-nums',
            badge,
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {t('admin.orders.card.age', { count: minutes })}
          {level === 'fresh' ? null : <span className="sr-only">, {t(`admin.orders.card.${level}`)}</span>}
        </p>
        {level === 'fresh' ? null : <LateLabel />}
      </header>
      {fresh ? <p className="text-sm font-semibold text-fg">{t('admin.orders.card.new')}</p> : null}
      <KitchenLines items={order.items ?? []} />
      {order.notes ? (
        <p className="flex gap-2 rounded-lg bg-muted p-3 text-base break-words">
          <NotebookPen aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('admin.orders.card.notes')}:</span> {order.notes}
          </span>
        </p>
      ) : null}
      <div className="mt-auto pt-1">
        <StatusActions order={order} onMove={onMove} />
      </div>
    </article>
  );
}

/** The words beside the colour: 'Late' ('Verspätet'), on the board and in the list. */
export function LateLabel({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold text-white uppercase',
        className,
      )}
    >
      <AlarmClock aria-hidden="true" className="size-3.5 shrink-0" />
      {t('admin.orders.card.lateLabel')}
    </span>
  );
}
