import { BILL_SPLIT_MODES, MAX_EQUAL_SHARES } from '@tableside/shared/bill-split';
import type { TBillSplitMode, TTableBill } from '@tableside/shared/bills.schemas';
import { sumAmounts } from '@tableside/shared/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
// This file loads lazily itself, so it takes the Radix dialog along: one round trip, not two.
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { requestBill } from './bill.api.ts';
import { billQueries } from './bill.queries.ts';
import { NO_TIP, previewShares, type TTipInput, tipChoiceOf } from './bill-preview.ts';
import type { TPaymentMethod } from './bill-rules.ts';
import { ChipGroup } from './chip-group.tsx';
import { TipChooser, tipAmountInvalid } from './tip-chooser.tsx';

export type TBillRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tableId: number;
  tableBill: TTableBill;
  /** An order token this phone holds for the table's unpaid orders. */
  token: string;
};

/**
 * "Request the bill" (issue 16): how the table pays, how it splits, and a tip. The preview uses the
 * server's arithmetic (bill-split.ts); the panel shows the server's figures once it answers.
 */
export function BillRequestDialog({
  open,
  onOpenChange,
  tableId,
  tableBill,
  token,
}: TBillRequestDialogProps) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const queryClient = useQueryClient();
  const current = tableBill.bill;
  const [method, setMethod] = useState<TPaymentMethod | null>(
    current?.payment_method ?? tableBill.payment_methods[0] ?? null,
  );
  const [mode, setMode] = useState<TBillSplitMode>(current?.split_mode ?? 'WHOLE');
  const [count, setCount] = useState(current?.split_mode === 'EQUAL' ? current.shares.length : 2);
  const [tip, setTip] = useState<TTipInput>(NO_TIP);
  const tipping = tableBill.tips_enabled && mode !== 'ITEMS';
  const choice = tipping ? tipChoiceOf(tip) : null;
  const gross = current?.totals.gross ?? tableBill.totals.gross;
  const shares = previewShares(gross, mode, count, choice);

  const send = useMutation({
    mutationFn: (chosen: TPaymentMethod) =>
      requestBill(
        tableId,
        {
          split_mode: mode,
          ...(mode === 'EQUAL' ? { split_count: count } : {}),
          payment_method: chosen,
          tip: choice,
        },
        token,
      ),
    onSuccess: (bill) => {
      const key = billQueries.table(tableId).queryKey;
      queryClient.setQueryData(key, (old) => (old ? { ...old, bill } : old));
      void queryClient.invalidateQueries({ queryKey: key });
      onOpenChange(false);
    },
  });

  const submit = () => {
    if (method && !(tipping && tipAmountInvalid(tip))) send.mutate(method);
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={current ? t('guest.bill.request.changeTitle') : t('guest.bill.request.title')}
      description={t('guest.bill.request.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('guest.bill.request.cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={!method}>
            {t('guest.bill.request.confirm')}
          </Button>
        </>
      }
    >
      <div className="mt-5 space-y-6">
        <ChipGroup
          legend={t('guest.bill.request.methodLegend')}
          name="bill-method"
          options={tableBill.payment_methods.map((value) => ({
            value,
            label: t(`guest.bill.methods.${value}`),
          }))}
          value={method}
          onChange={setMethod}
        />
        <div className="space-y-3">
          <ChipGroup
            legend={t('guest.bill.request.splitLegend')}
            name="bill-split"
            options={BILL_SPLIT_MODES.map((value) => ({ value, label: t(`guest.bill.splitModes.${value}`) }))}
            value={mode}
            onChange={setMode}
          />
          {mode === 'EQUAL' ? (
            <div className="flex items-center justify-between gap-3">
              <span id="bill-people" className="text-sm font-medium">
                {t('guest.bill.request.people')}
              </span>
              <QuantityStepper
                value={count}
                onChange={setCount}
                min={2}
                max={MAX_EQUAL_SHARES}
                decreaseLabel={t('guest.bill.request.fewer')}
                increaseLabel={t('guest.bill.request.more')}
              />
            </div>
          ) : null}
          {mode === 'ITEMS' ? (
            <p className="text-sm text-fg-muted">{t('guest.bill.request.itemsHint')}</p>
          ) : null}
        </div>
        {tipping ? (
          <TipChooser percentages={tableBill.tip_percentages} value={tip} onChange={setTip} />
        ) : null}
        {shares.length > 0 ? (
          <section aria-labelledby="bill-preview-title" className="rounded-lg bg-muted p-3">
            <h3 id="bill-preview-title" className="mb-2 text-sm font-semibold">
              {t('guest.bill.request.preview')}
            </h3>
            <ul className="space-y-1 text-sm">
              {shares.map((share) => (
                <li key={share.position} className="flex justify-between gap-3">
                  <span>{t('guest.bill.share', { position: share.position, count: shares.length })}</span>
                  <span className="text-right tabular-nums">
                    {price(share.amount)}
                    {share.tip > 0 ? ` ${t('guest.bill.plusTip', { amount: price(share.tip) })}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between gap-3 border-t border-line pt-2 font-semibold">
              <span>{t('guest.bill.totalWithTip')}</span>
              <span className="tabular-nums">
                {price(
                  sumAmounts([...shares.map((share) => share.amount), ...shares.map((share) => share.tip)]),
                )}
              </span>
            </p>
          </section>
        ) : null}
        {send.isError ? (
          <Banner>
            {t('guest.bill.request.failed')} {userFacingErrorMessage(t, send.error)}
          </Banner>
        ) : null}
      </div>
    </ModalDialog>
  );
}
