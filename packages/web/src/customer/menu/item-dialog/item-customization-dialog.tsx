import { fromCents } from '@tableside/shared/money';
import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type {
  TPublicMenuBriefItem,
  TPublicMenuItem,
  TPublicMenuTag,
} from '@tableside/shared/public-menu.schemas';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
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
import { useItemCustomizations } from '../../menu-data/menu.queries.ts';
import { usePriceFormat } from '../../menu-data/price-format.ts';
import { CustomizationField } from './customization-field.tsx';
import { ItemDialogDetails } from './item-dialog-details.tsx';

/** Receives the item with its customizations, which the dialog fetched when it opened. */
export type TItemDialogConfirm = (
  item: TPublicMenuItem,
  selection: TItemSelection,
  quantity: number,
  specialInstructions: string,
) => boolean | undefined;

export type TItemCustomizationDialogProps = {
  item: TPublicMenuBriefItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with valid choices; the dialog closes afterwards unless this returns false. */
  onConfirm: TItemDialogConfirm;
  /** Defaults to 'Add to cart'. */
  confirmLabel?: string;
  /** The menu's tags, to show the item's badges and allergen warnings. */
  tags?: readonly TPublicMenuTag[];
  /** Start from earlier choices (e.g. when changing a line) instead of the item's defaults. */
  initial?: { selection?: TItemSelection; quantity?: number; specialInstructions?: string };
};

/**
 * The item dialog (issue "Guest journey"): the item's details and every customization type, with
 * defaults preselected, dependent customizations shown only while their option is chosen, required
 * ones enforced, and the price worked out live with the same rules as the server.
 */
export function ItemCustomizationDialog({
  item,
  open,
  onOpenChange,
  ...rest
}: TItemCustomizationDialogProps) {
  return (
    <RadixDialog.Root open={open && item !== null} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border border-line bg-card text-fg shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          {item ? <ItemDialogBody key={item.id} item={item} onOpenChange={onOpenChange} {...rest} /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type TBodyProps = Omit<TItemCustomizationDialogProps, 'item' | 'open'> & { item: TPublicMenuBriefItem };

/**
 * The menu leaves out the items' customizations (decision 0037): they are fetched as the dialog opens
 * (the menu starts the request on the tap, alongside this chunk), and the form starts from them.
 */
function ItemDialogBody({ item, onOpenChange, tags = [], ...rest }: TBodyProps) {
  const { t } = useTranslation();
  const customizations = useItemCustomizations(item);
  const loaded = item.has_customizations ? customizations.data?.get(item.id) : [];
  if (loaded) {
    return (
      <ItemDialogForm
        item={{ ...item, customizations: [...loaded] }}
        onOpenChange={onOpenChange}
        tags={tags}
        {...rest}
      />
    );
  }
  // Fetched, but the menu has lost the item since it was shown: as when it failed, offer to try again.
  const failed = customizations.isError || customizations.data !== undefined;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ItemDialogDetails item={item} tags={tags} />
        <div className="px-5 pb-5">
          {failed ? (
            <div role="alert" className="space-y-3">
              <p className="font-medium text-danger">{t('customer.menu.dialog.choicesFailed')}</p>
              <Button
                variant="secondary"
                loading={customizations.isFetching}
                onClick={() => void customizations.refetch()}
              >
                {t('customer.menu.dialog.retry')}
              </Button>
            </div>
          ) : (
            <p role="status" className="flex items-center gap-3 py-4 text-fg-muted">
              <Spinner />
              {t('customer.menu.dialog.loadingChoices')}
            </p>
          )}
        </div>
      </div>
      <DialogClose />
    </div>
  );
}

function DialogClose() {
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

function ItemDialogForm({ item, onOpenChange, onConfirm, confirmLabel, tags = [], initial }: TFormProps) {
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
  const total = fromCents(selectionUnitPriceCents(item, selection) * quantity);

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
