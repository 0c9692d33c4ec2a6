import { statusFromCode } from '@tableside/shared/order-status';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrderFormat } from '../order-format.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';

/**
 * spec admin 3: every status the order went through, who set it and when, oldest first. An entry
 * without a staff name came from the guest (customer-submitted orders have no creator, admin 4).
 */
export function OrderHistory({ history }: { history: TFullOrderView['status_history'] }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const entries = [...history].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return (
    <ol className="space-y-3">
      {entries.map((entry) => {
        const status = statusFromCode(entry.status);
        return (
          <li
            key={entry.id}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-s-4 border-line ps-3"
          >
            {status ? (
              <OrderStatusBadge status={status} />
            ) : (
              <span className="font-semibold">
                {t('admin.orders.detail.unknownStatus', { code: entry.status })}
              </span>
            )}
            <span className="text-sm">
              {t('admin.orders.detail.historyBy', {
                name: entry.created_by_name ?? t('admin.orders.detail.guest'),
              })}
            </span>
            <time dateTime={entry.created_at} className="text-sm text-fg-muted">
              {format.dateTime(entry.created_at)}
            </time>
            {entry.notes ? <p className="w-full text-sm italic">{entry.notes}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
