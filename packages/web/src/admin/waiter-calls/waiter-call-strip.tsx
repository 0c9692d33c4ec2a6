import { type TWaiterCallReason, WAITER_CALL_REASONS } from '@tableside/shared/waiter-call-reasons';
import type { TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { useQuery } from '@tanstack/react-query';
import { ConciergeBell } from 'lucide-react';
import { minutesSince, useNow } from '../../lib/format/duration-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { useAcknowledgeWaiterCall } from './use-acknowledge-waiter-call.hook.ts';
import { useWaiterCallPermissions } from './waiter-call-permissions.ts';
import { waiterCallQueries } from './waiter-calls.queries.ts';

/** The waiting times move on every 30 s, like the board's order ages. */
const AGE_TICK_MS = 30_000;

const isReason = (value: string): value is TWaiterCallReason =>
  WAITER_CALL_REASONS.some((reason) => reason === value);

/**
 * The open waiter calls above the board (decision 0031): table, reason, how long it waits, and
 * "Acknowledge" for staff who may change orders. Nothing shows while no table calls.
 */
export function WaiterCallStrip() {
  const { t } = useTranslation();
  const { see, acknowledge } = useWaiterCallPermissions();
  const calls = useQuery({ ...waiterCallQueries.open(), enabled: see });
  const now = useNow(AGE_TICK_MS);
  const take = useAcknowledgeWaiterCall();
  const open = calls.data ?? [];
  if (open.length === 0) return null;

  const reasonText = (call: TWaiterCall) =>
    isReason(call.reason) ? t(`admin.waiterCalls.reasons.${call.reason}`) : call.reason;
  const waiting = (call: TWaiterCall) => {
    const minutes = minutesSince(call.created_at, now);
    return minutes < 1
      ? t('admin.waiterCalls.waitingJustNow')
      : t('admin.waiterCalls.waiting', { count: minutes });
  };

  return (
    <section
      aria-labelledby="waiter-calls-title"
      className="rounded-xl border-2 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="waiter-calls-title" className="flex items-center gap-2 px-1 text-base font-semibold">
        <ConciergeBell aria-hidden="true" className="size-5" />
        {t('admin.waiterCalls.title')}
        <span className="font-normal">· {t('admin.waiterCalls.count', { count: open.length })}</span>
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {open.map((call) => (
          <li
            key={call.id}
            data-waiter-call={call.id}
            className="flex items-center justify-between gap-3 rounded-lg border border-amber-300 bg-card p-3 text-fg dark:border-amber-700"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{call.bench_name}</p>
              <p className="text-sm">{reasonText(call)}</p>
              <p className="text-xs text-fg-muted">{waiting(call)}</p>
            </div>
            {acknowledge ? (
              <Button
                size="sm"
                loading={take.isPending && take.variables?.id === call.id}
                aria-label={t('admin.waiterCalls.acknowledgeLabel', {
                  table: call.bench_name,
                  reason: reasonText(call),
                })}
                onClick={() => take.mutate(call)}
              >
                {t('admin.waiterCalls.acknowledge')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
