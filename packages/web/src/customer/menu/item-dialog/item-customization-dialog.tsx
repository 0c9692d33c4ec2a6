import type {
  TPublicMenuBriefItem,
  TPublicMenuItem,
  TPublicMenuTag,
} from '@tableside/shared/public-menu.schemas';
import { Dialog as RadixDialog } from 'radix-ui';
import { useReturnFocus } from '../../../lib/focus/use-return-focus.hook.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { cartButton } from '../../cart/cart-bar.tsx';
import type { TItemSelection } from '../../menu-data/item-selection.ts';
import { useItemCustomizations } from '../../menu-data/menu.queries.ts';
import { ItemDialogDetails } from './item-dialog-details.tsx';
import { DialogClose, focusDialogTitle, ItemDialogForm } from './item-dialog-form.tsx';

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
  // Closed, focus goes back to the item that opened the dialog; were it gone, to the cart button.
  const focusReturn = useReturnFocus(cartButton);
  return (
    <RadixDialog.Root open={open && item !== null} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          {...focusReturn}
          // The title, at the top: the first choice may be far down, under the picture (issue 41).
          onOpenAutoFocus={(event) => {
            focusReturn.onOpenAutoFocus();
            event.preventDefault();
            focusDialogTitle(event.currentTarget as Element);
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border border-line bg-card text-fg shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
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
