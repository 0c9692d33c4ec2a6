/** Looks shared by the menu screens' native controls. */

/** The confirming button of a destructive dialog. */
export const dangerButtonStyles = 'bg-danger text-white hover:bg-danger dark:text-black';

/** A small native select for list rows (36 px high, as wide as its content). */
export const compactSelectStyles =
  'h-9 max-w-44 rounded-lg border border-line bg-card px-2 text-sm text-fg focus-visible:border-ring';

/** A native text box matching ui/input.tsx, for controls outside a Field. */
export const inputStyles =
  'block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs aria-invalid:border-danger';
