import { BILL_SPLIT_MODES, MAX_EQUAL_SHARES, type TBillSplitMode } from '@tableside/shared/bills.schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { billErrorMessage } from './bill-error-message.ts';
import { billQueries } from './bills.queries.ts';
import { useBillActions } from './use-bill-actions.hook.ts';

type TOpenBillDialogProps = { open: boolean; benchId: number | null; onClose: () => void };

/**
 * "Open a bill" for a table that asks in person (POST /bills): the table, and how it is split. The
 * new bill's page opens; a table that already has an open bill answers 409, said in the dialog.
 */
export function OpenBillDialog({ open, benchId, onClose }: TOpenBillDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tables = useQuery({ ...billQueries.tables(), enabled: open });
  const { open: openBill } = useBillActions();
  const [table, setTable] = useState('');
  const [split, setSplit] = useState<TBillSplitMode>('WHOLE');
  const [count, setCount] = useState('2');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTable(benchId ? String(benchId) : '');
    setSplit('WHOLE');
    setCount('2');
    setSubmitted(false);
    openBill.reset();
  }, [open, benchId, openBill.reset]);

  const shares = Number(count);
  const countValid = Number.isInteger(shares) && shares >= 2 && shares <= MAX_EQUAL_SHARES;
  const tableError = submitted && table === '' ? t('admin.bills.open.tableError') : undefined;
  const countError =
    submitted && split === 'EQUAL' && !countValid
      ? t('admin.bills.open.countError', { max: MAX_EQUAL_SHARES })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (table === '' || (split === 'EQUAL' && !countValid)) return;
    openBill.mutate(
      { bench_id: Number(table), split_mode: split, ...(split === 'EQUAL' ? { split_count: shares } : {}) },
      {
        onSuccess: (bill) => {
          onClose();
          void navigate(`/admin/bills/${bill.id}`);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('admin.bills.open.title')}
    >
      <DialogForm
        onSubmit={submit}
        error={openBill.error ? billErrorMessage(t, openBill.error) : null}
        cancelLabel={t('admin.bills.open.cancel')}
        onCancel={onClose}
        submitLabel={t('admin.bills.open.submit')}
        submitting={openBill.isPending}
      >
        <Field label={t('admin.bills.open.table')} error={tableError}>
          <Select value={table} onChange={(event) => setTable(event.target.value)}>
            <option value="">{t('admin.bills.open.chooseTable')}</option>
            {(tables.data ?? []).map((bench) => (
              <option key={bench.id} value={bench.id}>
                {bench.name}
              </option>
            ))}
            {/* A table from the floor plan before the list is in: still named by its id. */}
            {benchId && !tables.data?.some((bench) => bench.id === benchId) ? (
              <option value={benchId}>#{benchId}</option>
            ) : null}
          </Select>
        </Field>
        <ChoiceGroup
          variant="segmented"
          legend={t('admin.bills.open.split')}
          name="bill-split"
          value={split}
          onChange={setSplit}
          options={BILL_SPLIT_MODES.map((mode) => ({ value: mode, label: t(`admin.bills.split.${mode}`) }))}
        />
        {split === 'EQUAL' ? (
          <Field label={t('admin.bills.open.count')} error={countError}>
            <Input
              type="number"
              inputMode="numeric"
              min={2}
              max={MAX_EQUAL_SHARES}
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </Field>
        ) : null}
      </DialogForm>
    </Dialog>
  );
}
