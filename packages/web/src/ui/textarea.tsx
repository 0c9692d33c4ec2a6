import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useFieldControl } from './field.tsx';

/** The look of every multi-line text box, matching ui/input.tsx. */
export const textareaStyles = clsx(
  'block min-h-20 w-full rounded-lg border border-line bg-card px-3 py-2 text-base text-fg shadow-xs',
  'placeholder:text-fg-muted focus-visible:border-ring aria-invalid:border-danger disabled:opacity-60',
);

/** A multi-line text box; inside a Field it is labelled and described automatically, like ui/input.tsx. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return (
    <textarea
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx(textareaStyles, className)}
      {...props}
    />
  );
}
