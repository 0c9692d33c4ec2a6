import type { TStaffBill, TTakePayment } from '@tableside/shared/bills.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { billErrorMessage } from './bill-error-message.ts';
import { billsApi, type TOpenBillBody } from './bills.api.ts';
import { billQueries } from './bills.queries.ts';

/**
 * The writes on a bill. Each answer is the bill as it is now: it replaces the cached one at once,
 * and every bill query is read again, success or failure (a 409 means the bill moved on meanwhile).
 * Acknowledge, clear and open say a failure in a toast; a payment and a correction show it in their
 * dialog (the `error` of the mutation), where staff are looking.
 */
export function useBillActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = (bill: TStaffBill) => queryClient.setQueryData(billQueries.detail(bill.id).queryKey, bill);
  const refetch = () => queryClient.invalidateQueries({ queryKey: billQueries.all() });
  const toastError = (error: unknown) => toast.error(billErrorMessage(t, error));
  // The dialog shows the failure (the mutation's `error`): no second word in a toast (query-client.ts).
  const inDialog = () => undefined;

  const acknowledge = useMutation({
    mutationFn: (bill: TStaffBill) => billsApi.acknowledge(bill.id),
    onSuccess: (bill) => {
      store(bill);
      toast.success(t('admin.bills.acknowledged', { table: bill.bench_name }));
    },
    onError: toastError,
    onSettled: refetch,
  });
  const takePayment = useMutation({
    mutationFn: ({ billId, body }: { billId: number; body: TTakePayment }) =>
      billsApi.takePayment(billId, body),
    onSuccess: store,
    onError: inDialog,
    onSettled: refetch,
  });
  const voidPayment = useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      billsApi.voidPayment(paymentId, reason),
    onSuccess: (bill) => {
      store(bill);
      toast.success(t('admin.bills.correct.voided'));
    },
    onError: inDialog,
    onSettled: refetch,
  });
  const refundPayment = useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      billsApi.refundPayment(paymentId, reason),
    onSuccess: (bill) => {
      store(bill);
      toast.success(t('admin.bills.correct.refunded'));
    },
    onError: inDialog,
    onSettled: refetch,
  });
  const clear = useMutation({
    mutationFn: (bill: TStaffBill) => billsApi.clear(bill.id),
    onSuccess: (bill) => {
      store(bill);
      toast.success(t('admin.bills.detail.cleared', { table: bill.bench_name }));
    },
    onError: toastError,
    onSettled: refetch,
  });
  const open = useMutation({
    mutationFn: (body: TOpenBillBody) => billsApi.open(body),
    onSuccess: (bill) => {
      store(bill);
      toast.success(t('admin.bills.open.opened', { table: bill.bench_name }));
    },
    onError: inDialog,
    onSettled: refetch,
  });
  return { acknowledge, takePayment, voidPayment, refundPayment, clear, open };
}
