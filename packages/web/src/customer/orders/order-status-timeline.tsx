import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { clsx } from 'clsx';
import { BellRing, Check, ChefHat, Clock, type LucideIcon, X } from 'lucide-react';
import { useGuestClock } from '../../lib/format/use-guest-clock.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { orderTimeline, type TStepState, type TTimelineStep } from './order-timeline.ts';

const CIRCLE: Record<TStepState, string> = {
  done: 'border-action bg-action text-action-fg',
  current: 'border-action bg-card text-fg ring-4 ring-action/20',
  upcoming: 'border-line bg-card text-fg-muted',
  cancelled: 'border-danger bg-danger-soft text-danger',
};

/** The current step shows what is happening now; reached steps a tick; a cancellation a cross. */
const CURRENT_ICON: Partial<Record<TOrderStatus, LucideIcon>> = {
  SUBMITTED: Clock,
  OPENED: ChefHat,
  READY: BellRing,
};

function stepIcon(step: TTimelineStep): LucideIcon | null {
  if (step.state === 'done') return Check;
  if (step.state === 'cancelled') return X;
  if (step.state === 'current') return CURRENT_ICON[step.status] ?? Check;
  return null;
}

/**
 * An order's progress as steps with the times from its history (order-timeline.ts). Each step
 * says in words whether it is done, current or still to come, so the state never rests on colour
 * alone (colour-blind mode, screen readers).
 */
export function OrderStatusTimeline({
  order,
}: {
  order: Pick<TPublicOrderView, 'status' | 'status_history'>;
}) {
  const { t } = useTranslation();
  const clockTime = useGuestClock().time;
  const steps = orderTimeline(order);

  return (
    <ol aria-label={t('guest.orders.timelineLabel')} className="grid auto-cols-fr grid-flow-col gap-1">
      {steps.map((step, index) => {
        const Icon = stepIcon(step);
        const reached = step.state !== 'upcoming';
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex min-w-0 flex-col items-center text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={clsx(
                  'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                  reached ? (step.state === 'cancelled' ? 'bg-danger' : 'bg-action') : 'bg-line',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={clsx(
                'relative z-10 flex size-8 items-center justify-center rounded-full border-2',
                CIRCLE[step.state],
              )}
            >
              {Icon ? <Icon className="size-4" strokeWidth={2.5} /> : null}
            </span>
            <span
              className={clsx(
                'mt-1.5 text-xs leading-tight text-balance sm:text-sm',
                step.state === 'upcoming' ? 'text-fg-muted' : 'font-semibold',
                step.state === 'cancelled' && 'text-danger',
              )}
            >
              {t(`guest.orders.status.${step.status}`)}
            </span>
            {step.at ? (
              <time dateTime={step.at} className="text-xs text-fg-muted tabular-nums">
                {clockTime(step.at)}
              </time>
            ) : null}
            <span className="sr-only">{t(`guest.orders.stepState.${step.state}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
