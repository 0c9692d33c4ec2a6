import { changeDue } from '@tableside/shared/bill-split';
import type { TBillShare, TStaffBill } from '@tableside/shared/bills.schemas';
import type { PAYMENT_METHODS } from '@tableside/shared/constants';
import { fromCents, toCents } from '@tableside/shared/money';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { billErrorMessage } from './bill-error-message.ts';
import { amountInputText, parseAmountInput, useBillFormat } from './bill-format.ts';
import { useBillActions } from './use-bill-actions.hook.ts';

type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

type TTakePaymentDialogProps = { bill: TStaffBill; share: TBillShare | null; onClose: () => void };

/** The guest's tip on a share not paid into yet; once a payment is in, further ones start at 0. */
const suggestedTip = (share: TBillShare) => (share.paid === 0 ? toCents(share.tip) : 0);

/**
 * "Take payment" for one share (POST /bills/{id}/payments): the method (PAYMENT.METHODS, from the
 * staff settings), the
 * amount (the outstanding, or less for a partial payment), the tip and, for cash, what the guest
 * handed over with the change due worked out as it is typed (changeDue of bill-split.ts). A 409
 * (a colleague was quicker, more than is owed now) shows here; the bill is read again meanwhile.
 */
export function TakePaymentDialog({ bill, share, onClose }: TTakePaymentDialogProps) {
  const { t } = useTranslation();
  const format = useBillFormat();
  const settings = useStaffSettings();
  const { takePayment } = useBillActions();
  const methods = settings.payment_methods;
  const [method, setMethod] = useState<TPaymentMethod | ''>('');
  const [amount, setAmount] = useState('');
  const [tip, setTip] = useState('');
  const [cash, setCash] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const shareId = share?.id;

  // A fresh form for each share opened; the bill read again after a 409 leaves what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new share resets the form
  useEffect(() => {
    if (!share) return;
    setAmount(amountInputText(toCents(share.outstanding)));
    setTip(amountInputText(suggestedTip(share)));
    setCash('');
    setMethod('');
    setSubmitted(false);
    takePayment.reset();
  }, [shareId]);

  // The guest's preferred method when the restaurant takes it, else the first accepted one.
  const preferred = share?.payment_method ?? bill.payment_method;
  const chosen: TPaymentMethod | '' =
    method || (preferred && methods.includes(preferred) ? preferred : (methods[0] ?? ''));
  const tipsEnabled = settings.tips_enabled;

  const outstanding = share ? toCents(share.outstanding) : 0;
  const amountCents = parseAmountInput(amount);
  const tipCents = tipsEnabled ? parseAmountInput(tip, true) : 0;
  const cashCents = parseAmountInput(cash);
  const due = (amountCents ?? 0) + (tipCents ?? 0);
  const change = chosen === 'CASH' && cashCents !== null ? changeDue(cashCents, due) : null;

  const amountError =
    amountCents === null || amountCents <= 0
      ? t('admin.bills.take.errors.amount')
      : amountCents > outstanding
        ? t('admin.bills.take.errors.tooMuch', { amount: format.money(fromCents(outstanding)) })
        : undefined;
  const tipError = tipCents === null ? t('admin.bills.take.errors.tip') : undefined;
  const cashError =
    chosen !== 'CASH'
      ? undefined
      : cashCents === null
        ? t('admin.bills.take.errors.cashGiven')
        : change === null
          ? t('admin.bills.take.errors.cashShort')
          : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!share || !chosen || amountError || tipError || cashError || amountCents === null) return;
    takePayment.mutate(
      {
        billId: bill.id,
        body: {
          share_id: share.id,
          method: chosen,
          amount: fromCents(amountCents),
          tip: fromCents(tipCents ?? 0),
          ...(chosen === 'CASH' && cashCents !== null ? { cash_given: fromCents(cashCents) } : {}),
        },
      },
      {
        onSuccess: (next) => {
          toast.success(
            next.status === 'SETTLED'
              ? t('admin.bills.take.settled', { table: next.bench_name })
              : t('admin.bills.take.recorded', { amount: format.money(fromCents(amountCents)) }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={share !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={
        share ? t('admin.bills.take.title', { position: share.position, count: bill.shares.length }) : ''
      }
      description={
        share ? t('admin.bills.take.outstanding', { amount: format.money(share.outstanding) }) : undefined
      }
    >
      {share ? (
        <DialogForm
          onSubmit={submit}
          error={takePayment.error ? billErrorMessage(t, takePayment.error) : null}
          cancelLabel={t('admin.bills.take.cancel')}
          onCancel={onClose}
          submitLabel={t('admin.bills.take.submit')}
          submitting={takePayment.isPending}
          submitDisabled={!chosen}
        >
          <Field label={t('admin.bills.take.method')}>
            <Select value={chosen} onChange={(event) => setMethod(event.target.value as TPaymentMethod)}>
              {methods.map((value) => (
                <option key={value} value={value}>
                  {value === preferred
                    ? t('admin.bills.take.preferred', { method: t(`admin.bills.methods.${value}`) })
                    : t(`admin.bills.methods.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('admin.bills.take.amount')}
              hint={t('admin.bills.take.amountHint')}
              error={submitted ? amountError : undefined}
            >
              <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </Field>
            {tipsEnabled ? (
              <Field label={t('admin.bills.take.tip')} error={submitted ? tipError : undefined}>
                <Input inputMode="decimal" value={tip} onChange={(event) => setTip(event.target.value)} />
              </Field>
            ) : null}
          </div>
          {chosen === 'CASH' ? (
            <Field label={t('admin.bills.take.cashGiven')} error={submitted ? cashError : undefined}>
              <Input inputMode="decimal" value={cash} onChange={(event) => setCash(event.target.value)} />
            </Field>
          ) : null}
          {chosen === 'CASH' && cashCents !== null ? (
            <p
              role="status"
              aria-live="polite"
              className="rounded-lg bg-muted p-3 text-lg font-semibold tabular-nums"
            >
              {change === null
                ? t('admin.bills.take.notEnough', { amount: format.money(fromCents(due - cashCents)) })
                : t('admin.bills.take.changeDue', { amount: format.money(fromCents(change)) })}
            </p>
          ) : null}
        </DialogForm>
      ) : null}
    </Dialog>
  );
}
