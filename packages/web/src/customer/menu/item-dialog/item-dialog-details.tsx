import type { TPublicMenuItem, TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { Clock } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useGuestSettings } from '../../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePriceFormat } from '../../menu-data/price-format.ts';
import { usePreparationLabel } from '../preparation-label.ts';
import { AllergenWarnings, TagBadge } from '../tag-badge.tsx';
import { UnavailableNote } from '../unavailable-note.tsx';

/** The top of the item dialog: picture, name, description, ingredients, tags and allergen warnings. */
export function ItemDialogDetails({
  item,
  tags,
}: {
  item: Omit<TPublicMenuItem, 'customizations'>;
  tags: readonly TPublicMenuTag[];
}) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const preparation = usePreparationLabel();
  const settings = useGuestSettings();
  const showImage = settings.show_item_images && item.image_url;
  const itemTags = tags.filter((tag) => item.tags.includes(tag.id));
  return (
    <div className="space-y-3 px-5 pt-5 pb-4">
      {showImage ? (
        <img
          src={showImage}
          alt=""
          className="-mx-5 -mt-5 mb-4 h-48 w-[calc(100%+2.5rem)] max-w-none object-cover sm:rounded-t-2xl"
        />
      ) : null}
      <div className="pr-10">
        <RadixDialog.Title className="text-xl font-semibold">{item.name}</RadixDialog.Title>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <span className="font-semibold text-fg tabular-nums">{format.price(item.price)}</span>
          {preparation ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {preparation(item.preparation_time)}
            </span>
          ) : null}
        </p>
      </div>
      {item.description ? (
        <RadixDialog.Description className="text-sm text-fg-muted">
          {item.description}
        </RadixDialog.Description>
      ) : (
        <RadixDialog.Description className="sr-only">{item.name}</RadixDialog.Description>
      )}
      {item.ingredients ? (
        <p className="text-sm">
          <span className="font-medium">{t('customer.menu.ingredients')}</span> {item.ingredients}
        </p>
      ) : null}
      {itemTags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('customer.menu.tagsLabel')}>
          {itemTags.map((tag) => (
            <li key={tag.id}>
              <TagBadge tag={tag} />
            </li>
          ))}
        </ul>
      ) : null}
      {settings.show_allergen_warnings ? <AllergenWarnings tags={itemTags} /> : null}
      {item.available ? null : <UnavailableNote reason={item.unavailable_reason} />}
    </div>
  );
}
