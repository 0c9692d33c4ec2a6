import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { createContext, useContext } from 'react';

/** ADMIN_INTERFACE.DASHBOARD_LAYOUT: how the dashboard arranges its cards. */
export type TDashboardLayout = TStaffSettings['dashboard_layout'];

type TLayoutStyles = {
  /** The four figures at the top. */
  figures: string;
  /** The two top lists below the chart. */
  panels: string;
  /** Every card. */
  card: string;
  /** A card's big figure. */
  figure: string;
  /** A card's title. */
  title: string;
  /** The page's gaps between blocks. */
  stack: string;
};

export const DASHBOARD_LAYOUT_STYLES: Record<TDashboardLayout, TLayoutStyles> = {
  // Cards side by side: two on a tablet, four on a wide screen.
  GRID: {
    figures: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4',
    panels: 'grid gap-4 lg:grid-cols-2',
    card: 'rounded-2xl border border-line bg-card p-4 shadow-xs sm:p-5',
    figure: 'mt-1 text-3xl font-bold tabular-nums',
    title: 'text-sm font-semibold text-fg-muted',
    stack: 'space-y-5',
  },
  // One column of full-width rows, read top to bottom.
  LIST: {
    figures: 'grid grid-cols-1 gap-3',
    panels: 'grid grid-cols-1 gap-3',
    card: 'w-full rounded-2xl border border-line bg-card p-4 shadow-xs sm:p-5',
    figure: 'mt-1 text-3xl font-bold tabular-nums',
    title: 'text-sm font-semibold text-fg-muted',
    stack: 'space-y-4',
  },
  // Denser: smaller cards and type, more of them side by side.
  COMPACT: {
    figures: 'grid grid-cols-2 gap-2 xl:grid-cols-4',
    panels: 'grid gap-2 lg:grid-cols-2',
    card: 'rounded-xl border border-line bg-card p-3 text-sm shadow-xs',
    figure: 'text-xl font-bold tabular-nums',
    title: 'text-xs font-semibold text-fg-muted',
    stack: 'space-y-3',
  },
};

export const DashboardLayoutContext = createContext<TDashboardLayout>('GRID');

/** The current layout and its styles (the dashboard page provides the layout). */
export function useDashboardLayout(): TLayoutStyles & { layout: TDashboardLayout } {
  const layout = useContext(DashboardLayoutContext);
  return { layout, ...DASHBOARD_LAYOUT_STYLES[layout] };
}
