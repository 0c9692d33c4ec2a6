/** Looks shared by the configuration screens' native controls (matching ui/input.tsx). */

export const selectStyles =
  'block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs focus-visible:border-ring aria-invalid:border-danger disabled:opacity-60';

export const textareaStyles =
  'block min-h-24 w-full rounded-lg border border-line bg-card px-3 py-2 text-base text-fg shadow-xs placeholder:text-fg-muted focus-visible:border-ring aria-invalid:border-danger disabled:opacity-60';

/** The confirming button of a destructive dialog. */
export const dangerButtonStyles = 'bg-danger text-white hover:bg-danger dark:text-black';

/** A card of the configuration screens. */
export const cardStyles = 'rounded-2xl border border-line bg-card p-4 sm:p-5';
