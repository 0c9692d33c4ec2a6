import { orderNumberOf } from '@tableside/shared/order-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useNavigate } from '../../../lib/router/router.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { selectStyles } from '../control-styles.ts';
import { orderErrorMessage, orderLineErrors } from '../order-error-message.ts';
import { createStaffOrder } from '../orders.api.ts';
import { orderPickerQueries, staffOrderQueries } from '../orders.queries.ts';
import { DraftLinesEditor } from './draft-lines-editor.tsx';
import { type TLineDraft, toManualOrder } from './order-line-draft.ts';
import { ProblemBanner } from './problem-banner.tsx';

/** The table select's value for an order taken at the counter, without a table. */
const NO_TABLE = 'none';

type TNewOrderDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The manual order (spec admin 4: is_manual, created by staff): pick a table, add items with their
 * options and notes, submit; then the new order's screen opens. Kept out of the routes on purpose,
 * so the board stays underneath.
 */
export function NewOrderDialog({ open, onOpenChange }: TNewOrderDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const benches = useQuery({ ...orderPickerQueries.benches('active'), enabled: open });
  const tableId = useId();
  const notesId = useId();
  const [table, setTable] = useState('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<TLineDraft[]>([]);
  const [problem, setProblem] = useState<string[] | null>(null);

  const reset = () => {
    setTable('');
    setNotes('');
    setLines([]);
    setProblem(null);
  };
  const submit = useMutation({
    mutationFn: createStaffOrder,
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: staffOrderQueries.all() });
      toast.success(t('admin.orders.manual.created', { number: orderNumberOf(order) }));
      reset();
      onOpenChange(false);
      void navigate(`/admin/orders/${order.id}`);
    },
    onError: (error) => setProblem([orderErrorMessage(t, error), ...orderLineErrors(t, error)]),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (table === '') return setProblem([t('admin.orders.manual.chooseTable')]);
    if (lines.length === 0) return setProblem([t('admin.orders.manual.noItems')]);
    setProblem(null);
    submit.mutate(toManualOrder({ benchId: table === NO_TABLE ? null : Number(table), notes, lines }));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.orders.manual.title')}>
      <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
        <div className="space-y-1.5">
          <label htmlFor={tableId} className="block text-sm font-medium">
            {t('admin.orders.manual.table')}
          </label>
          <select
            id={tableId}
            className={selectStyles}
            value={table}
            required
            onChange={(event) => setTable(event.target.value)}
          >
            <option value="">{t('admin.orders.manual.chooseTable')}</option>
            {(benches.data ?? []).map((bench) => (
              <option key={bench.id} value={bench.id}>
                {bench.name}
              </option>
            ))}
            <option value={NO_TABLE}>{t('admin.orders.manual.noTable')}</option>
          </select>
        </div>
        <DraftLinesEditor lines={lines} onChange={setLines} />
        <div className="space-y-1.5">
          <label htmlFor={notesId} className="block text-sm font-medium">
            {t('admin.orders.manual.notes')}
          </label>
          <textarea
            id={notesId}
            value={notes}
            maxLength={500}
            rows={2}
            onChange={(event) => setNotes(event.target.value)}
            className="block w-full rounded-lg border border-line bg-card px-3 py-2 text-base text-fg shadow-xs focus-visible:border-ring"
          />
        </div>
        {problem ? <ProblemBanner messages={problem} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('admin.orders.manual.cancel')}
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {t('admin.orders.manual.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
