import { fromCents, lineTotalCents } from '@tableside/shared/money';
import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type { TPublicMenuItem } from '@tableside/shared/public-menu.schemas';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { focusIsLost, focusStatic } from '../../../lib/focus/page-focus.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { selectionUnitPriceCents } from '../../menu-data/item-pricing.ts';
import {
  defaultSelection,
  missingRequired,
  pruneHidden,
  setText,
  type TItemSelection,
  toggleOption,
  visibleCustomizations,
} from '../../menu-data/item-selection.ts';
import { usePriceFormat } from '../../menu-data/price-format.ts';
import { CustomizationField } from './customization-field.tsx';
import type { TItemCustomizationDialogProps } from './item-customization-dialog.tsx';
import { ItemDialogDetails } from './item-dialog-details.tsx';

/**
 * Focuses the dialog's title (what its aria-labelledby names) as it opens: its first choice may be
 * far down, under the picture (issue 41; WAI-ARIA APG, dialog pattern).
 */
export function focusDialogTitle(dialog: Element): void {
  const id = dialog.getAttribute('aria-labelledby');
  const title = id ? document.getElementById(id) : null;
  if (title) focusStatic(title);
}

/** The dialog's close button, over its picture or title. */
export function DialogClose() {
  const { t } = useTranslation();
  return (
    <RadixDialog.Close
      aria-label={t('ui.close')}
      className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full bg-card/90 text-fg shadow-sm hover:bg-muted"
    >
      <X aria-hidden="true" className="size-5" />
    </RadixDialog.Close>
  );
}

type TFormProps = Omit<TItemCustomizationDialogProps, 'item' | 'open'> & { item: TPublicMenuItem };

/**
 * The item's choices, quantity and total, with 'Add to cart': defaults preselected, dependent
 * customizations shown only while their option is chosen, required ones enforced.
 */
export function ItemDialogForm({
  item,
  onOpenChange,
  onConfirm,
  confirmLabel,
  tags = [],
  initial,
}: TFormProps) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const [selection, setSelection] = useState<TItemSelection>(() =>
    initial?.selection ? pruneHidden(item, initial.selection) : defaultSelection(item),
  );
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [instructions, setInstructions] = useState(initial?.specialInstructions ?? '');
  const [triedToConfirm, setTriedToConfirm] = useState(false);

  const missing = missingRequired(item, selection);
  const missingIds = new Set(triedToConfirm ? missing.map((c) => c.id) : []);
  const total = fromCents(lineTotalCents(selectionUnitPriceCents(item, selection), quantity));

  // Replacing the loading state took the title that had focus with it: focus the new one rather
  // than leave the guest on <body> or the dialog's frame (issue 41).
  useLayoutEffect(() => {
    const dialog = formRef.current?.closest('[role="dialog"]');
    if (dialog && (focusIsLost() || document.activeElement === dialog)) focusDialogTitle(dialog);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item.available) return;
    if (missing.length > 0) {
      setTriedToConfirm(true);
      // Take the guest to the first unanswered choice, which may be scrolled out of view.
      const first = formRef.current?.querySelector<HTMLElement>(
        `[data-customization="${missing[0]?.id}"] :is(input, select)`,
      );
      first?.focus();
      return;
    }
    if (onConfirm(item, pruneHidden(item, selection), quantity, instructions.trim()) !== false) {
      onOpenChange(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ItemDialogDetails item={item} tags={tags} />
        <div className="space-y-5 px-5 pb-5">
          {visibleCustomizations(item, selection).map((customization) => (
            <div key={customization.id} data-customization={customization.id}>
              <CustomizationField
                customization={customization}
                answer={selection[customization.id]}
                onToggle={(optionId) => setSelection((s) => toggleOption(item, s, customization, optionId))}
                onClear={() =>
                  setSelection((s) => pruneHidden(item, { ...s, [customization.id]: { optionIds: [] } }))
                }
                onText={(text) => setSelection((s) => setText(s, customization, text))}
                error={
                  missingIds.has(customization.id)
                    ? t('customer.menu.dialog.requiredError', { name: customization.name })
                    : undefined
                }
              />
            </div>
          ))}
          <div className="space-y-1.5">
            <label htmlFor={`instructions-${item.id}`} className="block font-medium">
              {t('customer.menu.dialog.instructions')}
            </label>
            <textarea
              id={`instructions-${item.id}`}
              value={instructions}
              maxLength={ORDER_LIMITS.specialInstructions}
              onChange={(event) => setInstructions(event.target.value)}
              placeholder={t('customer.menu.dialog.instructionsPlaceholder')}
              rows={2}
              className="block w-full rounded-lg border border-line bg-card px-3 py-2 text-base text-fg placeholder:text-fg-muted"
            />
          </div>
        </div>
      </div>
      <div className="space-y-3 border-t border-line px-5 py-4">
        {triedToConfirm && missing.length > 0 ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('customer.menu.dialog.completeRequired')}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={ORDER_LIMITS.quantity}
            decreaseLabel={t('customer.menu.dialog.decrease')}
            increaseLabel={t('customer.menu.dialog.increase')}
          />
          <p className="text-right">
            <span className="block text-xs text-fg-muted">{t('customer.menu.dialog.total')}</span>
            <output aria-live="polite" className="text-lg font-semibold tabular-nums">
              {format.price(total)}
            </output>
          </p>
        </div>
        <Button type="submit" size="lg" fullWidth disabled={!item.available}>
          {confirmLabel ?? t('customer.menu.dialog.addToCart')}
        </Button>
      </div>
      <DialogClose />
    </form>
  );
}
