import type { TOrderStatus } from '@tableside/shared/order-status';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

const TONES: Record<TOrderStatus, string> = {
  SUBMITTED: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  OPENED: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  READY: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  DELIVERED: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
  PAID: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  COMPLETED: 'bg-gray-200 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
  CANCELLED: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** An order's status as a labelled pill; the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status, className }: { status: TOrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border border-current/20 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {t(`admin.orders.status.${status}`)}
    </span>
  );
}
