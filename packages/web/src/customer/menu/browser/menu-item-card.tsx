import type { TPublicMenuBriefItem, TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { Clock, Heart, Plus } from 'lucide';
import { memo, useMemo } from 'react';
import { useGuestSettings } from '../../../lib/branding/branding.queries.ts';
import type { TTranslate } from '../../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../lib/icons/icon.tsx';
import { usePriceFormat } from '../../menu-data/price-format.ts';
import { usePreparationLabel } from '../preparation-label.ts';
import { AllergenWarnings, TagBadge } from '../tag-badge.tsx';
import { UnavailableNote } from '../unavailable-note.tsx';

type TMenuItemCardProps = {
  item: TPublicMenuBriefItem;
  tags: readonly TPublicMenuTag[];
  preferred: boolean;
  onOpen: (item: TPublicMenuBriefItem) => void;
  onQuickAdd: (item: TPublicMenuBriefItem) => void;
  /** UI_CUSTOMIZATION.MENU_LAYOUT GRID: picture on top, for a grid of narrow cards. */
  grid?: boolean;
  display: TCardDisplay;
};

/**
 * What every card formats and reads alike: read once for the whole menu, so that a card has no hooks
 * of its own and a search that shows new cards only creates their elements (issue 15, decision 0036).
 */
export type TCardDisplay = {
  t: TTranslate;
  price: (amount: number) => string;
  /** null when MENU.SHOW_PREPARATION_TIME is off. */
  preparation: ((minutes: number | null) => string) | null;
  /** UI_CUSTOMIZATION.SHOW_ITEM_IMAGES. */
  showImages: boolean;
  /** MENU.SHOW_ALLERGEN_WARNINGS. */
  showAllergenWarnings: boolean;
};

export function useCardDisplay(): TCardDisplay {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const preparation = usePreparationLabel();
  const settings = useGuestSettings();
  const showImages = settings.show_item_images;
  const showAllergenWarnings = settings.show_allergen_warnings;
  return useMemo(
    () => ({ t, price: format.price, preparation, showImages, showAllergenWarnings }),
    [t, format, preparation, showImages, showAllergenWarnings],
  );
}

/**
 * One item on the menu. The name is the button that opens the dialog, stretched over the card so
 * the whole card is a touch target; the + button sits above it and adds at once or asks for choices.
 * Memoised: a search re-renders only the cards whose item or highlighting changed.
 */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  tags,
  preferred,
  onOpen,
  onQuickAdd,
  grid,
  display,
}: TMenuItemCardProps) {
  const { t, price, preparation } = display;
  // Not rendered, so not downloaded, when UI_CUSTOMIZATION.SHOW_ITEM_IMAGES is off.
  const image = display.showImages && item.image_url;
  const itemTags = tags.filter((tag) => item.tags.includes(tag.id));
  return (
    <article
      className={clsx(
        'relative flex h-full gap-3 rounded-2xl border bg-card p-3 shadow-xs transition-colors',
        grid && 'flex-col',
        preferred ? 'border-accent' : 'border-line',
        // Greyed without fading the text, which must keep its contrast (axe).
        item.available ? 'hover:bg-muted/60' : 'border-dashed bg-muted/50',
      )}
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        {preferred ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
            <Icon icon={Heart} className="size-3.5 text-accent" />
            {t('customer.menu.matchesPreferences')}
          </p>
        ) : null}
        <h3 className="font-semibold leading-snug">
          <button
            type="button"
            onClick={() => onOpen(item)}
            className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {item.name}
          </button>
        </h3>
        {item.description ? <p className="line-clamp-2 text-sm text-fg-muted">{item.description}</p> : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold tabular-nums">{price(item.price)}</span>
          {preparation ? (
            <span className="inline-flex items-center gap-1 text-fg-muted">
              <Icon icon={Clock} className="size-3.5" />
              {preparation(item.preparation_time)}
            </span>
          ) : null}
        </p>
        {itemTags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={t('customer.menu.tagsLabel')}>
            {itemTags.map((tag) => (
              <li key={tag.id}>
                <TagBadge tag={tag} />
              </li>
            ))}
          </ul>
        ) : null}
        {display.showAllergenWarnings ? <AllergenWarnings tags={itemTags} /> : null}
        {item.available ? null : <UnavailableNote reason={item.unavailable_reason} />}
      </div>
      {/* In a grid the picture goes on top and the + button below the text. */}
      <div className={grid ? 'contents' : 'flex shrink-0 flex-col items-end justify-between gap-2'}>
        {image ? (
          <img
            src={image}
            alt=""
            loading="lazy"
            className={clsx(
              'rounded-xl object-cover',
              grid ? 'order-first aspect-4/3 w-full' : 'size-20',
              !item.available && 'grayscale',
            )}
          />
        ) : null}
        <button
          type="button"
          onClick={() => onQuickAdd(item)}
          disabled={!item.available}
          aria-label={t('customer.menu.add', { name: item.name })}
          className="relative z-10 flex size-11 shrink-0 items-center self-end justify-center rounded-full bg-action text-action-fg shadow-sm hover:bg-action-hover disabled:cursor-not-allowed disabled:bg-muted disabled:text-fg-muted"
        >
          <Icon icon={Plus} className="size-5" />
        </button>
      </div>
    </article>
  );
});
