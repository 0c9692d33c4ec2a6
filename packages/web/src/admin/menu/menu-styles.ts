/** Looks shared by the menu screens' native controls. */

/** A native select, matching ui/input.tsx (44 px high, the app's border and focus colours). */
export const selectStyles =
  'block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs focus-visible:border-ring';

/** A multi-line text box matching ui/input.tsx. */
export const textareaStyles =
  'block min-h-20 w-full rounded-lg border border-line bg-card px-3 py-2 text-base text-fg shadow-xs placeholder:text-fg-muted focus-visible:border-ring aria-invalid:border-danger';

/** The confirming button of a destructive dialog. */
export const dangerButtonStyles = 'bg-danger text-white hover:bg-danger dark:text-black';
