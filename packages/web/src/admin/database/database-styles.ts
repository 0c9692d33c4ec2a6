/** Looks shared by the database screen's sections, rows and dialogs. */

/** A section of the screen. */
export const cardStyles = 'rounded-2xl border border-line bg-card p-4 sm:p-5';

/** The confirming button of a destructive dialog. */
export const dangerButtonStyles = 'bg-danger text-white hover:bg-danger dark:text-black';

/** A small rounded label: a backup's kind. */
export const badgeStyles = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** An icon-and-text action of a backup row; 44 px tall for fingers, the icon above the text on phones. */
export const rowActionStyles =
  'inline-flex h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-fg hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60 max-md:h-auto max-md:min-h-11 max-md:flex-col max-md:justify-center max-md:gap-0.5 max-md:px-1 max-md:py-1 max-md:text-xs';
