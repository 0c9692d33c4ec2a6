import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_MAX_LENGTH,
  type TSearchResult,
} from '@tableside/shared/search.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.hook.ts';
import { searchQueries } from '../search/global-search.queries.ts';
import { nextHighlight } from '../search/search-highlight.ts';
import { groupResults, SearchResults, type TSearchPanelState } from '../search/search-results.tsx';

/** spec (admin 2, global search): the dropdown closes 200 ms after the box loses focus. */
const CLOSE_DELAY_MS = 200;

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The header's global search (spec admin 2): Ctrl/Cmd+K focuses it from anywhere in the admin area;
 * typing searches menu items, tables, categories and configuration 300 ms after the last keystroke.
 * A combobox (WAI-ARIA 1.2): focus stays in the input, the arrows move the highlight through the
 * grouped results and wrap, Enter opens the highlighted one (or the first), Escape or a click outside closes.
 * Below the `md` width it folds into a button that opens a full-width box under the header.
 */
export function AdminSearchBox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const listboxId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const term = query.trim();
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useQuery(searchQueries.results(debouncedTerm, i18n.language));
  const results = useMemo(() => groupResults(search.data ?? []), [search.data]);
  const settled = term === debouncedTerm && !search.isFetching;

  let state: TSearchPanelState;
  if (term === '') state = 'hint';
  else if (!settled && (search.data === undefined || term !== debouncedTerm)) state = 'loading';
  else if (search.isError) state = 'error';
  else state = results.length === 0 ? 'empty' : 'results';
  const showList = open && state === 'results';

  // A new answer starts without a highlight (the old index may point at another result).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list.
  useEffect(() => setHighlighted(-1), [results]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const select = (result: TSearchResult) => {
    clearTimeout(closeTimer.current);
    close();
    setQuery('');
    setUnfolded(false);
    inputRef.current?.blur();
    navigate(result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (state === 'results')
        setHighlighted((current) => nextHighlight(current, results.length, event.key as 'ArrowDown'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Without a highlight, Enter takes the first result (the best match of the first group).
      const result = showList ? results[Math.max(highlighted, 0)] : undefined;
      if (result) select(result);
    } else if (event.key === 'Escape') {
      // First Escape closes the list; a second one leaves the box (and folds it on a phone).
      event.preventDefault();
      if (open) close();
      else event.currentTarget.blur();
    }
  };

  const onFocus = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onBlur = () => {
    closeTimer.current = setTimeout(() => {
      close();
      setUnfolded(false);
    }, CLOSE_DELAY_MS);
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const statusText =
    state === 'results' ? t('admin.globalSearch.resultCount', { count: results.length }) : '';

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
        ref={formRef}
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className={clsx(
          // From md up the box sits in the header whether or not Ctrl+K unfolded it.
          'md:relative md:inset-auto md:z-auto md:block md:w-full md:max-w-sm md:bg-transparent md:p-0',
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
            role="combobox"
            value={query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
            }}
            onFocus={onFocus}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            aria-label={t('admin.shell.search')}
            aria-keyshortcuts="Control+K Meta+K"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listboxId : undefined}
            aria-activedescendant={showList && highlighted >= 0 ? optionId(highlighted) : undefined}
            placeholder={t('admin.shell.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className="block h-11 w-full rounded-lg border border-line bg-surface pr-11 pl-9 text-base text-fg placeholder:text-fg-muted focus-visible:border-ring md:h-10 md:pr-16 md:text-sm [&::-webkit-search-cancel-button]:hidden"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-line bg-card px-1.5 font-sans text-xs text-fg-muted md:block"
          >
            {isMac() ? '⌘K' : t('admin.shell.searchShortcut')}
          </span>
          <button
            type="button"
            onClick={() => {
              close();
              setQuery('');
              setUnfolded(false);
            }}
            aria-label={t('admin.globalSearch.close')}
            className="absolute top-1/2 right-0.5 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-fg-muted hover:bg-muted md:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <span id={statusId} role="status" className="sr-only">
            {open ? statusText : ''}
          </span>
          {open ? (
            <SearchResults
              listboxId={listboxId}
              state={state}
              results={results}
              highlighted={highlighted}
              optionId={optionId}
              onSelect={select}
              onHover={setHighlighted}
            />
          ) : null}
        </div>
      </form>
    </>
  );
}
