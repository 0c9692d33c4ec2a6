import type { TPublicMenuBrief, TPublicMenuBriefItem } from '@tableside/shared/public-menu.schemas';
import { ChevronDown, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Field } from '../../ui/field.tsx';
import { SearchInput } from '../../ui/input.tsx';
import { menuSections } from '../menu/browser/menu-filters.ts';
import { UnavailableNote } from '../menu/unavailable-note.tsx';
import { usePriceFormat } from '../menu-data/price-format.ts';

type TMenuPickerProps = {
  menu: TPublicMenuBrief;
  onPick: (item: TPublicMenuBriefItem) => void;
};

/**
 * A plain menu to add items to an order from: the categories fold open one at a time (a phone
 * screen holds the list of categories, not the whole menu), and a search with the menu screen's
 * rules opens every category with a match. Items that cannot be ordered now say why and stay disabled.
 */
export function MenuPicker({ menu, onPick }: TMenuPickerProps) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const [search, setSearch] = useState('');
  const sections = useMemo(() => menuSections(menu, { search, tagIds: [] }, []), [menu, search]);
  const searching = search.trim() !== '';

  return (
    <div className="space-y-3">
      <Field label={t('guest.orders.modify.searchLabel')}>
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('guest.orders.modify.searchPlaceholder')}
        />
      </Field>
      {sections.length === 0 ? (
        <p className="py-6 text-center text-fg-muted">{t('guest.orders.modify.noMatches')}</p>
      ) : null}
      {sections.map((section) => (
        <details
          key={section.id}
          open={searching || undefined}
          className="group rounded-xl border border-line bg-card"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 font-semibold [&::-webkit-details-marker]:hidden">
            <span>{section.name}</span>
            <span className="flex items-center gap-2 text-sm font-normal text-fg-muted">
              {t('guest.orders.modify.itemCount', { count: section.items.length })}
              <ChevronDown
                aria-hidden="true"
                className="size-4 group-open:rotate-180 motion-safe:transition-transform"
              />
            </span>
          </summary>
          <ul className="divide-y divide-line border-t border-line px-4">
            {section.items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{item.name}</p>
                  <p className="text-sm text-fg-muted tabular-nums">{price(item.price)}</p>
                  {item.available ? null : <UnavailableNote reason={item.unavailable_reason} />}
                </div>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  disabled={!item.available}
                  aria-label={t('guest.orders.modify.chooseItem', { name: item.name })}
                  className="flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-card text-fg hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <Plus aria-hidden="true" className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
