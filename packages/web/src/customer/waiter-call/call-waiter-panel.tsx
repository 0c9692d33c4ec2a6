import type { TGuestWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Footprints } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { lazyWhenOpen } from '../../ui/lazy-when-open.tsx';
import { WAITER_CALL_POLL_MS, waiterCallQueries } from './waiter-call.queries.ts';

// The reasons and the Radix dialog load on the first tap (decision 0007).
const CallWaiterDialog = lazyWhenOpen(() =>
  import('./call-waiter-dialog.tsx').then((m) => m.CallWaiterDialog),
);

/** Open calls first; without one, a call staff took lately means someone is on the way. */
export function tableCallState(calls: readonly TGuestWaiterCall[]): 'none' | 'called' | 'onTheWay' {
  if (calls.some((call) => !call.acknowledged)) return 'called';
  return calls.length > 0 ? 'onTheWay' : 'none';
}

/**
 * "Call a waiter" on the table's orders screen (issue 16): the button, and what became of the
 * table's call, live over the table's stream (`live`; polled while it is down).
 */
export function CallWaiterPanel({ tableId, live }: { tableId: number; live: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const calls = useQuery({
    ...waiterCallQueries.table(tableId),
    refetchInterval: live ? false : WAITER_CALL_POLL_MS,
  });
  const state = tableCallState(calls.data ?? []);
  const Icon = state === 'onTheWay' ? Footprints : BellRing;

  return (
    <section
      aria-labelledby="call-waiter-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-card p-4"
    >
      {/* On a phone the button wraps below the text rather than squeezing it. */}
      <div className="flex min-w-0 flex-[1_1_15rem] items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="call-waiter-title" className="font-semibold">
            {t('guest.waiterCall.title')}
          </h2>
          <p aria-live="polite" className="text-sm text-fg-muted">
            {state === 'called'
              ? t('guest.waiterCall.called')
              : state === 'onTheWay'
                ? t('guest.waiterCall.onTheWay')
                : t('guest.waiterCall.hint')}
          </p>
        </div>
      </div>
      <Button variant="secondary" className="max-sm:w-full" onClick={() => setOpen(true)}>
        <BellRing aria-hidden="true" className="size-4" />
        {t('guest.waiterCall.open')}
      </Button>
      <CallWaiterDialog open={open} onOpenChange={setOpen} tableId={tableId} />
    </section>
  );
}
