import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { BellRing, CircleX, Clock } from 'lucide-react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useGuestClock } from '../../lib/format/use-guest-clock.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

type TEstimateOrder = Pick<TPublicOrderView, 'status' | 'estimated_minutes' | 'estimated_ready_at'>;

/**
 * When the order should be ready: the API's estimate (the longest preparation time of its items,
 * counted from submission), else the spec's default label '15-20 min' (customer 9). Once ready or
 * cancelled, the line says so instead.
 */
export function OrderEstimate({ order }: { order: TEstimateOrder }) {
  const { t } = useTranslation();
  const clockTime = useGuestClock().time;
  const label = useGuestSettings().preparation_label.trim();

  if (order.status === 'READY') {
    return (
      <p className="flex items-center gap-2 font-medium text-success">
        <BellRing aria-hidden="true" className="size-4 shrink-0" />
        {t('guest.orders.readyNote')}
      </p>
    );
  }
  if (order.status === 'CANCELLED') {
    return (
      <p className="flex items-start gap-2 font-medium text-danger">
        <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('guest.orders.cancelledNote')}
      </p>
    );
  }
  if (order.status !== 'SUBMITTED' && order.status !== 'OPENED') return null;

  const minutes = order.estimated_minutes;
  const hasEstimate = typeof minutes === 'number' && minutes > 0;
  const readyAt = hasEstimate && order.estimated_ready_at ? clockTime(order.estimated_ready_at) : '';
  // Past the estimate a clock time in the past reads like a mistake; say it is nearly there instead.
  const overdue = readyAt !== '' && Date.parse(order.estimated_ready_at) < Date.now();
  return (
    <p className="flex items-start gap-2 text-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <span>
        <span className="text-fg-muted">{t('guest.orders.estimate')} </span>
        <span className="font-medium">
          {hasEstimate
            ? t('guest.orders.estimateMinutes', { count: minutes })
            : label || t('guest.orders.defaultEstimate')}
        </span>
        {readyAt ? (
          <span className="text-fg-muted">
            {' · '}
            {overdue ? t('guest.orders.readySoon') : t('guest.orders.readyAround', { time: readyAt })}
          </span>
        ) : null}
      </span>
    </p>
  );
}
