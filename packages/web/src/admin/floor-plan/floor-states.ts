import type { TFloorState } from '@tableside/shared/floor-plan.schemas';
import { ChefHat, CircleCheck, type LucideIcon, NotebookPen, Utensils } from 'lucide-react';

/**
 * How each table state looks. Never colour alone: every state has its icon, and its name is in
 * the table's accessible name and in the legend.
 */
export const FLOOR_STATE_LOOK: Record<TFloorState, { icon: LucideIcon; table: string; swatch: string }> = {
  free: {
    icon: CircleCheck,
    table:
      'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
    swatch: 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-emerald-950',
  },
  ordering: {
    icon: NotebookPen,
    table:
      'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
    swatch: 'bg-amber-500 text-amber-950 dark:bg-amber-400',
  },
  waiting: {
    icon: ChefHat,
    table: 'border-sky-700 bg-sky-100 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50',
    swatch: 'bg-sky-700 text-white dark:bg-sky-400 dark:text-sky-950',
  },
  served: {
    icon: Utensils,
    table:
      'border-violet-600 bg-violet-100 text-violet-950 dark:border-violet-400 dark:bg-violet-950 dark:text-violet-50',
    swatch: 'bg-violet-700 text-white dark:bg-violet-400 dark:text-violet-950',
  },
};

/** A table whose guests called a waiter (decision 0031): a bell badge and a ring, apart from every state's colour. */
export const CALLING_LOOK = {
  ring: 'ring-4 ring-rose-600 dark:ring-rose-400',
  badge:
    'border-2 border-white bg-rose-700 text-white dark:border-rose-950 dark:bg-rose-300 dark:text-rose-950',
} as const;
