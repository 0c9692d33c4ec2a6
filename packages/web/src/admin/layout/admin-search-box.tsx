import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** spec (admin 2, global search): the dropdown closes 200 ms after the box loses focus. */
const CLOSE_DELAY_MS = 200;

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The header's global search box (spec admin 2): Ctrl/Cmd+K focuses it from anywhere in the
 * admin area. The results (debounced search over menu items, tables, categories and configuration)
 * arrive with the menu-and-tables issue; until then an empty box says 'Start typing to search...'.
 * Below the `md` width it folds into a button that opens the box under the header.
 */
export function AdminSearchBox() {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      setUnfolded(true);
      // The box may only now be shown on a narrow screen: focus after that render.
      requestAnimationFrame(() => inputRef.current?.focus());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      clearTimeout(closeTimer.current);
    };
  }, []);

  const onFocus = () => {
    clearTimeout(closeTimer.current);
    setFocused(true);
  };
  const onBlur = () => {
    closeTimer.current = setTimeout(() => {
      setFocused(false);
      setUnfolded(false);
    }, CLOSE_DELAY_MS);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUnfolded(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        aria-label={t('admin.shell.search')}
        className={clsx(
          'flex size-11 items-center justify-center rounded-lg hover:bg-muted md:hidden',
          unfolded && 'hidden',
        )}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom); a form with role=search is the long-standing equivalent. */}
      <form
        role="search"
        // Results arrive with a later issue; until then Enter has nothing to submit.
        onSubmit={(event) => event.preventDefault()}
        className={clsx(
          'md:relative md:block md:w-full md:max-w-sm md:p-0',
          unfolded
            ? 'absolute inset-x-0 top-16 z-40 block border-b border-line bg-card p-2 shadow-md md:border-0 md:shadow-none'
            : 'hidden',
        )}
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            ref={inputRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={onFocus}
            onBlur={onBlur}
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.currentTarget.blur();
            }}
            aria-label={t('admin.shell.search')}
            aria-keyshortcuts="Control+K Meta+K"
            aria-describedby={focused && query === '' ? hintId : undefined}
            placeholder={t('admin.shell.searchPlaceholder')}
            autoComplete="off"
            className="block h-11 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-base text-fg placeholder:text-fg-muted focus-visible:border-ring md:h-10 md:pr-16 md:text-sm"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-line bg-card px-1.5 font-sans text-xs text-fg-muted md:block"
          >
            {isMac() ? '⌘K' : t('admin.shell.searchShortcut')}
          </span>
          {focused && query === '' ? (
            <p
              id={hintId}
              className="absolute inset-x-0 top-full z-50 mt-2 rounded-lg border border-line bg-card p-4 text-center text-sm text-fg-muted shadow-lg"
            >
              {t('admin.shell.searchHint')}
            </p>
          ) : null}
        </div>
      </form>
    </>
  );
}
