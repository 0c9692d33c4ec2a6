import { Search, X } from 'lucide';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../lib/icons/icon.tsx';

type TMenuSearchProps = {
  /** Receives the text at every key: the results render with the letter, in one frame (issue 15). */
  onSearch: (search: string) => void;
  onFocus?: () => void;
};

/**
 * The instant menu search: filters as the guest types (no request, the menu is already here).
 */
export function MenuSearch({ onSearch, onFocus }: TMenuSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const onChange = (search: string) => {
    setValue(search);
    onSearch(search);
  };
  return (
    <div className="relative min-w-48 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('customer.menu.search')}
      </label>
      <Icon
        icon={Search}
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        placeholder={t('customer.menu.searchPlaceholder')}
        // Dish names are not prose: no red underlines under "Käsekuchen", no phone keyboard turning
        // "pho" into "phone" or capitalising the first letter. Also the page's first key then
        // starts no spellchecker (about 0.8 ms of it, on a bare search box).
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        className="block h-11 w-full rounded-full border border-line bg-card pr-11 pl-10 text-base text-fg placeholder:text-fg-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('customer.menu.clearSearch')}
          className="absolute top-0 right-0 flex size-11 items-center justify-center rounded-full text-fg-muted hover:text-fg"
        >
          <Icon icon={X} className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
