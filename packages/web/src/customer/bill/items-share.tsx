import { menuAmount } from '@tableside/shared/bill-split';
import type { TBill, TTableBill } from '@tableside/shared/bills.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { joinBill, updateShare } from './bill.api.ts';
import { billQueries } from './bill.queries.ts';
import { lineLabel } from './bill-figures.tsx';
import { saveShareId } from './bill-phone.store.ts';
import { previewItemShare, type TTipInput, tipChoiceOf } from './bill-preview.ts';
import type { TPaymentMethod } from './bill-rules.ts';
import { ChipGroup } from './chip-group.tsx';
import { TipChooser, tipAmountInvalid } from './tip-chooser.tsx';

type TItemsShareProps = {
  tableId: number;
  tableBill: TTableBill;
  bill: TBill;
  /** The share this phone holds (bill-phone.store.ts), or null before it joins. */
  shareId: number | null;
  onJoined: (shareId: number) => void;
  /** A token of one of the bill's orders; without one the phone cannot take a share. */
  token: string | null;
};

/**
 * Split by items (issue 16): this phone takes a share and ticks its lines, its tip and its method.
 * Lines on another phone's share show as taken; the other phones see the change live ('bill.changed'
 * refetches the bill). The server decides the amounts; the preview uses its arithmetic meanwhile.
 */
export function ItemsShare({ tableId, tableBill, bill, shareId, onJoined, token }: TItemsShareProps) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const queryClient = useQueryClient();
  const key = billQueries.table(tableId).queryKey;
  const share = bill.shares.find((entry) => entry.id === shareId) ?? null;
  const [picked, setPicked] = useState<ReadonlySet<number> | null>(null);
  const [tip, setTip] = useState<TTipInput | null>(null);
  // The server keeps a tip as an amount; the phone keeps the choice it saved (e.g. 10 %) to show it.
  const [savedTip, setSavedTip] = useState<TTipInput | null>(null);
  const [method, setMethod] = useState<TPaymentMethod | null>(null);
  const [conflict, setConflict] = useState(false);

  const showBill = (next: TBill) => {
    queryClient.setQueryData(key, (old) => (old ? { ...old, bill: next } : old));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const join = useMutation({
    mutationFn: () => joinBill(bill.id, token ?? ''),
    onSuccess: ({ bill: next, share_id }) => {
      saveShareId(next.id, share_id);
      onJoined(share_id);
      showBill(next);
    },
  });

  const takenByOthers = new Set(
    bill.shares.filter((entry) => entry.id !== shareId).flatMap((entry) => entry.line_ids),
  );
  const selection = new Set([...(picked ?? share?.line_ids ?? [])].filter((id) => !takenByOthers.has(id)));
  const serverTip: TTipInput =
    share && share.tip > 0 ? { kind: 'amount', amount: String(share.tip) } : { kind: 'none' };
  const tipInput: TTipInput = tip ?? savedTip ?? serverTip;
  const chosenMethod = method ?? share?.payment_method ?? bill.payment_method;
  const tipping = tableBill.tips_enabled;
  const dirty = picked !== null || tip !== null || method !== null;

  const save = useMutation({
    mutationFn: (id: number) =>
      updateShare(
        bill.id,
        id,
        {
          line_ids: [...selection],
          tip: tipping ? tipChoiceOf(tipInput) : null,
          payment_method: chosenMethod,
        },
        token ?? '',
      ),
    onMutate: () => setConflict(false),
    onSuccess: (next) => {
      setPicked(null);
      setSavedTip(tipInput);
      setTip(null);
      setMethod(null);
      showBill(next);
    },
    onError: (error) => {
      // Another phone took a line first: say so and show who has what now.
      if (error instanceof ApiError && error.status === 409) {
        setConflict(true);
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });

  if (!token) return <p className="text-sm text-fg-muted">{t('guest.bill.noToken')}</p>;
  if (!share) {
    return (
      <div className="space-y-3 rounded-lg bg-muted p-4">
        <h3 className="font-semibold">{t('guest.bill.items.title')}</h3>
        <p className="text-sm">{t('guest.bill.items.joinHint')}</p>
        <Button onClick={() => join.mutate()} loading={join.isPending}>
          {t('guest.bill.items.join')}
        </Button>
        {join.isError ? <Banner>{userFacingErrorMessage(t, join.error)}</Banner> : null}
      </div>
    );
  }

  // A share with payments is fixed (the server answers 409). Not its status: the server may call a
  // share that owes nothing yet (no lines picked) PAID.
  const locked = share.paid > 0;
  const preview = previewItemShare(bill, share.id, selection, tipping ? tipChoiceOf(tipInput) : null);
  const toggle = (lineId: number, checked: boolean) => {
    const next = new Set(selection);
    if (checked) next.add(lineId);
    else next.delete(lineId);
    setPicked(next);
    setConflict(false);
  };

  return (
    <section aria-labelledby="items-share-title" className="space-y-4 rounded-lg border border-ring p-4">
      <h3 id="items-share-title" className="font-semibold">
        {t('guest.bill.items.title')}
      </h3>
      <fieldset disabled={locked || save.isPending}>
        <legend className="mb-1 text-sm text-fg-muted">{t('guest.bill.items.hint')}</legend>
        <ul className="divide-y divide-line">
          {bill.lines.map((line) => {
            const taken = takenByOthers.has(line.id);
            return (
              <li key={line.id}>
                <label
                  className={clsx(
                    'flex min-h-11 items-center gap-3 py-2',
                    taken ? 'cursor-not-allowed text-fg-muted' : 'cursor-pointer',
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-action"
                    checked={selection.has(line.id)}
                    disabled={taken}
                    onChange={(event) => toggle(line.id, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1 break-words">
                    {t('guest.orders.quantity', { count: line.quantity })} {lineLabel(line)}
                    {taken ? <span className="block text-sm">{t('guest.bill.items.taken')}</span> : null}
                  </span>
                  <span className="shrink-0 tabular-nums">{price(menuAmount(line))}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {tipping ? (
        <TipChooser
          percentages={tableBill.tip_percentages}
          value={tipInput}
          onChange={setTip}
          disabled={locked}
        />
      ) : null}
      <ChipGroup
        legend={t('guest.bill.request.methodLegend')}
        name="share-method"
        options={tableBill.payment_methods.map((value) => ({
          value,
          label: t(`guest.bill.methods.${value}`),
        }))}
        value={chosenMethod}
        onChange={setMethod}
        disabled={locked}
      />
      <dl className="space-y-1 rounded-lg bg-muted p-3 text-sm">
        <div className="flex justify-between gap-3 font-semibold">
          <dt>{dirty ? t('guest.bill.items.preview') : t('guest.bill.items.yours')}</dt>
          <dd className="tabular-nums">
            {price(dirty ? preview.amount : share.amount)}
            {(dirty ? preview.tip : share.tip) > 0
              ? ` ${t('guest.bill.plusTip', { amount: price(dirty ? preview.tip : share.tip) })}`
              : ''}
          </dd>
        </div>
      </dl>
      {conflict ? <Banner>{t('guest.bill.items.conflict')}</Banner> : null}
      {save.isError && !conflict ? (
        <Banner>
          {t('guest.bill.items.failed')} {userFacingErrorMessage(t, save.error)}
        </Banner>
      ) : null}
      {save.isSuccess && !dirty ? <Banner tone="success">{t('guest.bill.items.saved')}</Banner> : null}
      {locked ? null : (
        <Button
          onClick={() => save.mutate(share.id)}
          loading={save.isPending}
          disabled={!dirty || (tipping && tipAmountInvalid(tipInput))}
        >
          {t('guest.bill.items.save')}
        </Button>
      )}
    </section>
  );
}
