import type { TPublicMenuBriefItem } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { Star } from 'lucide';
import { memo } from 'react';
import { useGuestSettings } from '../../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../lib/icons/icon.tsx';
import { usePriceFormat } from '../../menu-data/price-format.ts';

type TFeaturedRowProps = {
  id: string;
  items: readonly TPublicMenuBriefItem[];
  /** How many of them to show (MENU.FEATURED_ITEMS_LIMIT). */
  count: number;
  onOpen: (item: TPublicMenuBriefItem) => void;
};

/**
 * The featured items (spec customer 3 "featured_items") as a row of cards that scrolls sideways.
 * Memoised: a keystroke in the search re-renders the menu browser, not this row.
 */
export const FeaturedRow = memo(function FeaturedRow({ id, items, count, onOpen }: TFeaturedRowProps) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const images = useGuestSettings().show_item_images;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32">
      <h2 id={`${id}-heading`} tabIndex={-1} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <Icon icon={Star} className="size-5 text-accent" />
        {t('customer.menu.featured')}
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2">
        {items.slice(0, count).map((item) => (
          <li key={item.id} className="w-44 shrink-0 snap-start">
            <button
              type="button"
              onClick={() => onOpen(item)}
              className={clsx(
                'flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line text-left shadow-xs hover:bg-muted',
                item.available ? 'bg-card' : 'border-dashed bg-muted/50',
              )}
            >
              {!images ? null : item.image_url ? (
                <img
                  src={item.image_url}
                  alt=""
                  loading="lazy"
                  className={clsx('h-24 w-full object-cover', !item.available && 'grayscale')}
                />
              ) : (
                <span aria-hidden="true" className="flex h-24 w-full items-center justify-center bg-muted">
                  <Icon icon={Star} className="size-8 text-accent" />
                </span>
              )}
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="line-clamp-2 font-semibold leading-snug">{item.name}</span>
                <span className="mt-auto text-sm font-medium tabular-nums">{format.price(item.price)}</span>
                {item.available ? null : (
                  <span className="text-xs font-medium text-danger">{t('customer.menu.unavailable')}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
