import { TABLE_PAGE_SIZES } from '@tableside/shared/constants';
import { clsx } from 'clsx';
import { LayoutGrid, List, Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Input } from '../../ui/input.tsx';
import type { TTableView } from './table-card.tsx';

type TToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  view: TTableView;
  onViewChange: (view: TTableView) => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
};

/** Search, grid/list toggle and page size of the table chooser (spec customer 2). */
export function TableChooserToolbar(props: TToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const sizeId = useId();
  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('guest.tables.searchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted"
        />
        <Input
          id={searchId}
          type="search"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          placeholder={t('guest.tables.searchPlaceholder')}
          autoComplete="off"
          className="pl-10"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('guest.tables.view')}</legend>
          <ViewButton pressed={props.view === 'grid'} onClick={() => props.onViewChange('grid')}>
            <LayoutGrid aria-hidden="true" className="size-4" />
            {t('guest.tables.grid')}
          </ViewButton>
          <ViewButton pressed={props.view === 'list'} onClick={() => props.onViewChange('list')}>
            <List aria-hidden="true" className="size-4" />
            {t('guest.tables.list')}
          </ViewButton>
        </fieldset>
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-sm font-medium">
            {t('guest.tables.pageSize')}
          </label>
          <select
            id={sizeId}
            value={props.pageSize}
            onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
            className="h-11 rounded-lg border border-line bg-card px-3 text-base text-fg"
          >
            {TABLE_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

function ViewButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'flex h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium',
        pressed ? 'bg-card text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
      )}
    >
      {children}
    </button>
  );
}
