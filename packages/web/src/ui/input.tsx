import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFieldControl } from './field.tsx';

const inputStyles = clsx(
  'block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs',
  'placeholder:text-fg-muted focus-visible:border-ring',
  'aria-invalid:border-danger disabled:opacity-60',
);

/** A text input; inside a Field it is labelled and described automatically. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return (
    <input
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx(inputStyles, className)}
      {...props}
    />
  );
}

/** A search box: the same input with a magnifier in front. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
      />
      <Input type="search" className={clsx('pl-9', className)} {...props} />
    </div>
  );
}
