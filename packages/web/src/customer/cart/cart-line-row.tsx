import type { TCartItem } from '@tableside/shared/cart';
import type { TPublicMenuCustomization } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { useUnavailableReason } from '../menu-data/unavailable-reason.ts';
import { describeCartLine } from './cart-line-details.ts';

type TCartLineRowProps = {
  line: TCartItem;
  /** The item's customizations as the menu has them now, to name the chosen options. */
  customizations: readonly TPublicMenuCustomization[] | undefined;
  /** spec customer 5 reason when the line cannot be ordered now. */
  unavailableReason: string | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/** One line of the cart: item, choices, note, unit and line price, and its quantity controls. */
export function CartLineRow({
  line,
  customizations,
  unavailableReason,
  onQuantity,
  onRemove,
}: TCartLineRowProps) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const translateReason = useUnavailableReason();
  const details = describeCartLine(line, customizations);
  const unitPrice = line.unitPrice + line.customizationPrice;
  return (
    <li className={clsx('space-y-2 py-3', unavailableReason && 'rounded-xl bg-danger-soft px-3')}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{line.menuItemName}</p>
          {details.length > 0 ? (
            <ul className="text-sm text-fg-muted">
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
          {line.specialInstructions ? (
            <p className="text-sm text-fg-muted italic">
              {t('customer.cart.note', { note: line.specialInstructions })}
            </p>
          ) : null}
          {unavailableReason ? (
            <p className="text-sm font-medium text-danger">{translateReason(unavailableReason)}</p>
          ) : null}
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-semibold tabular-nums">{format.price(line.totalPrice)}</span>
          {line.quantity > 1 ? (
            <span className="block text-xs text-fg-muted">
              {t('customer.cart.each', { price: format.price(unitPrice) })}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <QuantityStepper
          value={line.quantity}
          onChange={onQuantity}
          min={0}
          size="sm"
          decreaseLabel={t('customer.cart.decrease', { name: line.menuItemName })}
          increaseLabel={t('customer.cart.increase', { name: line.menuItemName })}
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('customer.cart.remove', { name: line.menuItemName })}
          className="flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-muted hover:text-danger"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
