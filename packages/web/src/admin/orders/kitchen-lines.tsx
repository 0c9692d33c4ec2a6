import type { TFullOrderItemView } from '@tableside/shared/orders.schemas';
import { clsx } from 'clsx';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useOrderFormat } from './order-format.ts';

type TKitchenLinesProps = {
  items: readonly TFullOrderItemView[];
  /** Board cards and tickets are read from a distance; the list is larger there. */
  size?: 'lg' | 'md';
};

/** What the kitchen makes: quantity and item, each chosen option, the guest's instructions. */
export function KitchenLines({ items, size = 'lg' }: TKitchenLinesProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  return (
    <ul className={clsx('space-y-2', size === 'lg' ? 'text-lg' : 'text-base')}>
      {items.map((item) => (
        <li key={item.id} className="break-words">
          <p className="font-semibold">
            <span className="tabular-nums">{item.quantity}×</span> {item.menu_item.name}
          </p>
          {item.details.length > 0 ? (
            <ul className={clsx('ms-7 text-fg-muted', size === 'lg' ? 'text-base' : 'text-sm')}>
              {item.details.map((detail) => (
                <li key={detail.id}>{format.detail({ ...detail, value_added: 0 })}</li>
              ))}
            </ul>
          ) : null}
          {item.special_instructions ? (
            <p className={clsx('ms-7 flex gap-1.5 italic', size === 'lg' ? 'text-base' : 'text-sm')}>
              <MessageSquareText aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t('admin.orders.card.instructions')}: </span>
                {item.special_instructions}
              </span>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
