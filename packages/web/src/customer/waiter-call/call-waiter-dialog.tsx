import { type TWaiterCallReason, WAITER_CALL_REASONS } from '@tableside/shared/waiter-call-reasons';
import type { TGuestWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
// This file loads lazily itself, so it takes the Radix dialog along: one round trip, not two.
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { callWaiter } from './waiter-call.api.ts';
import { waiterCallQueries } from './waiter-call.queries.ts';
import { REASON_ICONS } from './waiter-call-reason-look.ts';

export type TCallWaiterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tableId: number;
};

/**
 * The reasons to call a waiter, one tap each (decision 0031). It loads on the first opening, so the
 * orders page does not carry it. A repeated call answers the open one; 429 says to wait.
 */
export function CallWaiterDialog({ open, onOpenChange, tableId }: TCallWaiterDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<TWaiterCallReason | null>(null);

  const send = useMutation({
    mutationFn: (chosen: TWaiterCallReason) => callWaiter(tableId, chosen),
    onSuccess: (call) => {
      const key = waiterCallQueries.table(tableId).queryKey;
      queryClient.setQueryData<TGuestWaiterCall[]>(key, (calls = []) => [
        ...calls.filter((entry) => entry.id !== call.id),
        call,
      ]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => undefined,
  });

  const choose = (chosen: TWaiterCallReason) => {
    setReason(chosen);
    send.mutate(chosen);
  };
  const changeOpen = (next: boolean) => {
    // Opened again later, the dialog starts over with the reasons.
    if (!next && !send.isPending) send.reset();
    onOpenChange(next);
  };
  const errorText =
    send.error instanceof ApiError && send.error.status === 429
      ? t('guest.waiterCall.tooMany')
      : userFacingErrorMessage(t, send.error);

  return (
    <ModalDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('guest.waiterCall.dialogTitle')}
      description={send.isSuccess ? undefined : t('guest.waiterCall.dialogText')}
      footer={
        send.isSuccess ? (
          <Button onClick={() => changeOpen(false)}>{t('guest.waiterCall.done')}</Button>
        ) : (
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {t('guest.waiterCall.cancel')}
          </Button>
        )
      }
    >
      {send.isSuccess ? (
        <div className="mt-4">
          <Banner tone="success">
            <p>{t('guest.waiterCall.called')}</p>
            <p className="font-normal">{t(`guest.waiterCall.reasons.${send.data.reason}`)}</p>
          </Banner>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <fieldset disabled={send.isPending} className="space-y-2">
            <legend className="sr-only">{t('guest.waiterCall.reasonLegend')}</legend>
            {WAITER_CALL_REASONS.map((option) => {
              const Icon = REASON_ICONS[option];
              return (
                <Button
                  key={option}
                  variant="secondary"
                  size="lg"
                  fullWidth
                  className="justify-start"
                  loading={send.isPending && reason === option}
                  onClick={() => choose(option)}
                >
                  {send.isPending && reason === option ? null : (
                    <Icon aria-hidden="true" className="size-5" />
                  )}
                  {t(`guest.waiterCall.reasons.${option}`)}
                </Button>
              );
            })}
          </fieldset>
          {send.isError ? (
            <Banner>
              <p>{errorText}</p>
              {reason ? (
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => choose(reason)}>
                  {t('guest.waiterCall.retry')}
                </Button>
              ) : null}
            </Banner>
          ) : null}
        </div>
      )}
    </ModalDialog>
  );
}
