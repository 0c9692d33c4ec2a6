import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useFieldControl } from './field.tsx';

/** The look of every native select, matching ui/input.tsx. */
export const selectStyles = clsx(
  'block h-11 w-full min-w-0 rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs',
  'focus-visible:border-ring aria-invalid:border-danger disabled:opacity-60',
);

/** A native select; inside a Field it is labelled and described automatically, like ui/input.tsx. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <select
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx(selectStyles, className)}
      {...props}
    />
  );
}
