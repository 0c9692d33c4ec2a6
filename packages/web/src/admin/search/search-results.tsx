import {
  SEARCH_RESULT_TYPES,
  type TSearchResult,
  type TSearchResultIcon,
} from '@tableside/shared/search.schemas';
import { clsx } from 'clsx';
import {
  FolderOpen,
  type LucideIcon,
  SearchX,
  Settings2,
  SlidersHorizontal,
  Table2,
  UtensilsCrossed,
} from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Spinner } from '../../ui/spinner.tsx';

const ICONS: Record<TSearchResultIcon, LucideIcon> = {
  'utensils-crossed': UtensilsCrossed,
  'table-2': Table2,
  'folder-open': FolderOpen,
  'settings-2': Settings2,
  'sliders-horizontal': SlidersHorizontal,
};

export type TSearchPanelState = 'hint' | 'loading' | 'error' | 'empty' | 'results';

type TSearchResultsProps = {
  listboxId: string;
  state: TSearchPanelState;
  /** The results in the order the keyboard walks them: grouped by type, spec order. */
  results: readonly TSearchResult[];
  highlighted: number;
  optionId: (index: number) => string;
  onSelect: (result: TSearchResult) => void;
  onHover: (index: number) => void;
};

/** Results sorted into the spec's groups (Menu Items, Tables, Categories, Configurations). */
export function groupResults(results: readonly TSearchResult[]): TSearchResult[] {
  return SEARCH_RESULT_TYPES.flatMap((type) => results.filter((result) => result.type === type));
}

const PANEL =
  'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-lg border border-line bg-card text-fg shadow-lg';

/**
 * The dropdown under the header's search box (spec admin 2): a loading spinner, 'No results
 * found', the hint, or the results grouped with icon, title and subtitle, at most 24rem high.
 */
export function SearchResults(props: TSearchResultsProps) {
  const { t } = useTranslation();
  const { state } = props;
  if (state === 'hint') {
    return (
      <p className={clsx(PANEL, 'p-4 text-center text-sm text-fg-muted')}>{t('admin.shell.searchHint')}</p>
    );
  }
  if (state === 'loading') {
    return (
      <div
        role="status"
        className={clsx(PANEL, 'flex items-center justify-center gap-2 p-4 text-sm text-fg-muted')}
      >
        <Spinner size="sm" />
        {t('admin.globalSearch.loading')}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <p role="alert" className={clsx(PANEL, 'p-4 text-center text-sm text-danger')}>
        {t('admin.globalSearch.failed')}
      </p>
    );
  }
  if (state === 'empty') {
    return (
      <div role="status" className={clsx(PANEL, 'flex flex-col items-center gap-1 p-5 text-center')}>
        <SearchX aria-hidden="true" className="mb-1 size-6 text-fg-muted" />
        <p className="text-sm font-medium">{t('admin.globalSearch.noResults')}</p>
        <p className="text-xs text-fg-muted">{t('admin.globalSearch.tryDifferent')}</p>
      </div>
    );
  }
  return <ResultList {...props} />;
}

function ResultList({ listboxId, results, highlighted, optionId, onSelect, onHover }: TSearchResultsProps) {
  const { t } = useTranslation();
  const groups = SEARCH_RESULT_TYPES.map((type) => ({
    type,
    entries: results.map((result, index) => ({ result, index })).filter(({ result }) => result.type === type),
  })).filter((group) => group.entries.length > 0);
  return (
    <div className={PANEL}>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('admin.globalSearch.results')}
        className="max-h-96 overflow-y-auto overscroll-contain py-1"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA), not a fieldset of form controls.
          <div key={group.type} role="group" aria-labelledby={`${listboxId}-${group.type}`}>
            <div
              id={`${listboxId}-${group.type}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {t(`admin.globalSearch.groups.${group.type}`)}
            </div>
            {group.entries.map(({ result, index }) => {
              const Icon = ICONS[result.icon] ?? UtensilsCrossed;
              const active = index === highlighted;
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, aria-activedescendant points here.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter) for every option.
                <div
                  key={`${result.type}-${result.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={active}
                  onClick={() => onSelect(result)}
                  onMouseMove={() => onHover(index)}
                  className={clsx(
                    'mx-1 flex cursor-pointer items-center gap-3 rounded-md px-2 py-2',
                    active ? 'bg-action/10 text-fg dark:bg-white/15' : 'hover:bg-muted',
                  )}
                >
                  <span
                    className={clsx(
                      'flex size-8 shrink-0 items-center justify-center rounded-md',
                      active ? 'bg-action text-action-fg' : 'bg-muted text-fg-muted',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{result.title}</span>
                    {result.subtitle ? (
                      <span className="block truncate text-xs text-fg-muted">{result.subtitle}</span>
                    ) : null}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
