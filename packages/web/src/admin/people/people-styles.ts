/** Looks shared by the users and roles screens. */

/** One titled block of a detail view. */
export const sectionStyles = 'min-w-0 space-y-3 rounded-2xl border border-line bg-card p-4 sm:p-5';

/** A role name or state as a small pill. */
export const pillStyles =
  'inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-fg';

/** The confirming button of a destructive action. */
export const dangerButtonStyles = 'bg-danger text-white hover:bg-danger dark:text-black';
