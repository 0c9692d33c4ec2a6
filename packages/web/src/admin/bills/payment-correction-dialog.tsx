import { type TPayment, ZPaymentCorrection } from '@tableside/shared/bills.schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { billErrorMessage } from './bill-error-message.ts';
import { useBillFormat } from './bill-format.ts';
import { useBillActions } from './use-bill-actions.hook.ts';

export type TCorrection = { kind: 'void' | 'refund'; payment: TPayment };

/**
 * Void (a mistake on an open bill, payments.take) or refund (a settled bill, payments.refund) a
 * payment, with a reason: the server records who, when and why (the audit trail).
 */
export function PaymentCorrectionDialog({
  correction,
  onClose,
}: {
  correction: TCorrection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useBillFormat();
  const { voidPayment, refundPayment } = useBillActions();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const mutation = correction?.kind === 'refund' ? refundPayment : voidPayment;
  const paymentId = correction?.payment.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new payment starts a new reason
  useEffect(() => {
    setReason('');
    setSubmitted(false);
    voidPayment.reset();
    refundPayment.reset();
  }, [paymentId]);

  const valid = ZPaymentCorrection.safeParse({ reason }).success;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!correction || !valid) return;
    mutation.mutate({ paymentId: correction.payment.id, reason: reason.trim() }, { onSuccess: onClose });
  };

  const refund = correction?.kind === 'refund';
  const facts = correction
    ? {
        amount: format.money(correction.payment.total),
        method: t(`admin.bills.methods.${correction.payment.method}`),
      }
    : { amount: '', method: '' };
  return (
    <Dialog
      open={correction !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={refund ? t('admin.bills.correct.refundTitle') : t('admin.bills.correct.voidTitle')}
      description={
        refund ? t('admin.bills.correct.refundText', facts) : t('admin.bills.correct.voidText', facts)
      }
    >
      {correction ? (
        <DialogForm
          onSubmit={submit}
          error={mutation.error ? billErrorMessage(t, mutation.error) : null}
          cancelLabel={t('admin.bills.correct.cancel')}
          onCancel={onClose}
          submitLabel={refund ? t('admin.bills.correct.refundSubmit') : t('admin.bills.correct.voidSubmit')}
          submitting={mutation.isPending}
        >
          <Field
            label={t('admin.bills.correct.reason')}
            hint={t('admin.bills.correct.reasonHint')}
            error={submitted && !valid ? t('admin.bills.correct.reasonError') : undefined}
          >
            <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </Field>
        </DialogForm>
      ) : null}
    </Dialog>
  );
}
