/** A card of the data import screen (as on the configuration and database screens). */
export const cardStyles = 'rounded-2xl border border-line bg-card p-4 sm:p-5';

export const fileInputStyles =
  'h-auto py-2 text-sm file:me-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:font-medium file:text-fg';
