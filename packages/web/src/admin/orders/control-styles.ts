/** Looks shared by the orders screens' native controls and buttons. */

/** A native select, matching ui/input.tsx (44 px high, the app's border and focus colours). */
export const selectStyles =
  'block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs focus-visible:border-ring';

/** The confirming button of a destructive dialog (cancel an order, remove a line). */
export const dangerButtonStyles = 'bg-danger text-white hover:bg-danger dark:text-black';
