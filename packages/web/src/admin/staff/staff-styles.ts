/** Looks shared by the team screen's native controls and badges. */

/** A small rounded label: a role, a state. */
export const badgeStyles = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** An entry of a row's action menu; 44 px tall for fingers. */
export const menuItemStyles =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm outline-none data-highlighted:bg-muted data-disabled:cursor-not-allowed data-disabled:opacity-50';
