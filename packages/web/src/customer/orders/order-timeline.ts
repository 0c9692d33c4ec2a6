import { ORDER_STATUSES, statusFromCode, type TOrderStatus } from '@tableside/shared/order-status';
import type { TPublicOrderView } from '@tableside/shared/orders.schemas';

/**
 * The steps a guest sees for one order, built from its status and status_history (spec customer 4:
 * codes 1 created … 8 cancelled; 7 is a legacy paid code). The kitchen's path Submitted → In the
 * kitchen → Ready is always shown; later steps (served, paid, completed) only once reached. A
 * cancelled order ends with a cancelled step and shows no steps it will never reach.
 *
 * The spec warns that the status "roughly follows the last history entry but not consistently", so
 * the status decides how far the order is and the history only supplies the times.
 */
export type TStepState = 'done' | 'current' | 'upcoming' | 'cancelled';
export type TTimelineStep = { status: TOrderStatus; state: TStepState; at: string | null };

const KITCHEN_PATH: readonly TOrderStatus[] = ['SUBMITTED', 'OPENED', 'READY'];

type TTimelineInput = Pick<TPublicOrderView, 'status' | 'status_history'>;

export function orderTimeline(order: TTimelineInput): TTimelineStep[] {
  const reachedAt = firstTimes(order.status_history);
  const cancelled = order.status === 'CANCELLED';
  const rank = (status: TOrderStatus) => ORDER_STATUSES.indexOf(status);

  if (cancelled) {
    // Steps the order really passed, then the cancellation.
    const passed = KITCHEN_PATH.filter((status, index) => index === 0 || reachedAt.has(status));
    return [
      ...passed.map((status) => ({ status, state: 'done' as const, at: reachedAt.get(status) ?? null })),
      { status: 'CANCELLED', state: 'cancelled', at: reachedAt.get('CANCELLED') ?? null },
    ];
  }

  const later = ORDER_STATUSES.filter(
    (status) =>
      status !== 'CANCELLED' &&
      !KITCHEN_PATH.includes(status) &&
      (reachedAt.has(status) || status === order.status),
  );
  const current = rank(order.status);
  return [...KITCHEN_PATH, ...later].map((status) => ({
    status,
    state: rank(status) < current ? 'done' : rank(status) === current ? 'current' : 'upcoming',
    at: rank(status) <= current ? (reachedAt.get(status) ?? null) : null,
  }));
}

/** When each status was first reached; unknown codes are skipped. */
function firstTimes(history: TTimelineInput['status_history']): Map<TOrderStatus, string> {
  const times = new Map<TOrderStatus, string>();
  const sorted = [...history].sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const entry of sorted) {
    const status = statusFromCode(entry.status);
    if (status && !times.has(status)) times.set(status, entry.created_at);
  }
  return times;
}
