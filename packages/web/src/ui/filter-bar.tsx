import { SEARCH_DEBOUNCE_MS } from '@tableside/shared/search.schemas';
import type { ComponentProps, ReactNode } from 'react';
import { useDebouncedSearch } from '../lib/use-debounced-search.hook.ts';
import { Field } from './field.tsx';
import { SearchInput } from './input.tsx';
import { Select } from './select.tsx';

type TFilterBarProps = {
  /** The search in force (from the address or the screen); the box follows it when it changes. */
  search: string;
  /** The trimmed text once typing has paused (spec admin 9: 300 ms after the last key). */
  onSearch: (search: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  searchAutoComplete?: ComponentProps<'input'>['autoComplete'];
  /** The grid from `sm` up (a Tailwind class): the search takes the rest, each filter its width. */
  columns?: string;
  /** The filters beside the search (FilterSelect). */
  children: ReactNode;
};

/** The card above an admin list: a debounced search box and the filters beside it. */
export function FilterBar({
  search: committed,
  onSearch,
  searchLabel,
  searchPlaceholder,
  searchAutoComplete,
  columns = 'sm:grid-cols-[1fr_14rem]',
  children,
}: TFilterBarProps) {
  const [search, setSearch] = useDebouncedSearch(committed, onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <div className={`grid gap-3 rounded-2xl border border-line bg-card p-4 ${columns}`}>
      <Field label={searchLabel}>
        <SearchInput
          value={search}
          autoComplete={searchAutoComplete}
          placeholder={searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      {children}
    </div>
  );
}

type TFilterSelectProps<TValue extends string> = {
  label: string;
  value: TValue;
  options: readonly TValue[];
  optionLabel: (option: TValue) => string;
  onChange: (value: TValue) => void;
};

/** One labelled choice of a FilterBar (e.g. which statuses to show). */
export function FilterSelect<TValue extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: TFilterSelectProps<TValue>) {
  return (
    <Field label={label}>
      <Select
        value={value}
        // The options are `options`, so the chosen value is one of them.
        onChange={(event) => onChange(event.target.value as TValue)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
