/** Looks shared by the tables screens' native controls. */

/** A native select, matching ui/input.tsx (44 px high, the app's border and focus colours). */
export const selectStyles =
  'block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs focus-visible:border-ring';

/** The confirming button of a destructive dialog. */
export const dangerButtonStyles = 'bg-danger text-white hover:bg-danger dark:text-black';

/** A small icon-and-text action of a table row; 44 px tall for fingers. */
export const rowActionStyles =
  'inline-flex h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-fg hover:bg-muted disabled:opacity-60 max-md:h-auto max-md:min-h-11 max-md:flex-col max-md:justify-center max-md:gap-0.5 max-md:px-1 max-md:py-1 max-md:text-xs';
