import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { DraftLinesEditor } from '../manual/draft-lines-editor.tsx';
import { type TLineDraft, toOrderLine } from '../manual/order-line-draft.ts';
import { ProblemBanner } from '../manual/problem-banner.tsx';
import { orderErrorMessage, orderLineErrors } from '../order-error-message.ts';
import { useAddOrderItems } from './use-order-item-edits.hook.ts';

type TAddItemsDialogProps = { orderId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Picks lines from the menu and adds them to the order in one call. */
export function AddItemsDialog({ orderId, open, onOpenChange }: TAddItemsDialogProps) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<TLineDraft[]>([]);
  const [problem, setProblem] = useState<string[] | null>(null);
  const add = useAddOrderItems(orderId);

  const close = (next: boolean) => {
    if (!next) {
      setLines([]);
      setProblem(null);
    }
    onOpenChange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) return setProblem([t('admin.orders.manual.noItems')]);
    setProblem(null);
    add.mutate(lines.map(toOrderLine), {
      onSuccess: () => close(false),
      onError: (error) => setProblem([orderErrorMessage(t, error), ...orderLineErrors(t, error)]),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t('admin.orders.detail.addItems')}>
      <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
        <DraftLinesEditor lines={lines} onChange={setLines} />
        {problem ? <ProblemBanner messages={problem} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('admin.orders.manual.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('admin.orders.detail.addItemsSubmit', { count: lines.length })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
