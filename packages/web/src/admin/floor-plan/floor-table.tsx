import type { TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { clsx } from 'clsx';
import { ConciergeBell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { BILL_REQUEST_LOOK, BillRequestBadge } from '../bills/bill-request-badge.tsx';
import type { TPoint } from './floor-plan-geometry.ts';
import { CALLING_LOOK, FLOOR_STATE_LOOK } from './floor-states.ts';

/**
 * Size in percent of the room's width (container query units), by seats; never below a finger's
 * 44 px (2.75rem), the plan being a phone screen's main control (issue 41).
 */
function sizeOf(table: TFloorTable): { width: string; height: string } {
  const seats = table.seat_capacity ?? 4;
  const base = seats <= 2 ? 6.5 : seats <= 4 ? 7.5 : seats <= 6 ? 8.5 : 10;
  if (table.floor_shape === 'rectangle') {
    return { width: `max(4rem, ${base * 1.5}cqw)`, height: `max(2.75rem, ${base * 0.75}cqw)` };
  }
  return { width: `max(2.75rem, ${base}cqw)`, height: `max(2.75rem, ${base}cqw)` };
}

/** 'Table 12' → '12'; a name without a number keeps its first letters. */
export function shortName(name: string): string {
  const number = /(\d+)\s*$/.exec(name)?.[1];
  return number ?? name.slice(0, 4);
}

type TFloorTableProps = ComponentProps<'button'> & {
  table: TFloorTable;
  at: TPoint;
  dragging: boolean;
  movable: boolean;
  /** Its guests called a waiter and no one took the call yet. */
  calling?: boolean;
  /** Its guests asked for the bill (issue 16). */
  billRequested?: boolean;
};

/** One table on the plan: its shape, coloured and iconed by state, at its place in the room. */
export function FloorTableShape({
  table,
  at,
  dragging,
  movable,
  calling = false,
  billRequested = false,
  className,
  style,
  ...props
}: TFloorTableProps) {
  const { t } = useTranslation();
  const { icon: Icon, table: look } = FLOOR_STATE_LOOK[table.state];
  return (
    <button
      type="button"
      aria-label={
        t('admin.floorPlan.tableLabel', {
          name: table.name,
          state: t(`admin.floorPlan.states.${table.state}`),
        }) +
        (calling ? `, ${t('admin.waiterCalls.floorBadge')}` : '') +
        (billRequested ? `, ${t('admin.bills.floorBadge')}` : '')
      }
      data-state={table.state}
      data-calling={calling || undefined}
      data-bill-requested={billRequested || undefined}
      data-table-id={table.id}
      {...props}
      style={{ left: `${at.x}%`, top: `${at.y}%`, ...sizeOf(table), ...style }}
      className={clsx(
        'absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center border-2 p-0.5 text-center leading-tight font-semibold shadow-sm select-none',
        'text-[clamp(0.875rem,1.6cqw,1rem)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        table.floor_shape === 'round' ? 'rounded-full' : 'rounded-lg',
        table.active ? '' : 'border-dashed opacity-70',
        movable ? 'cursor-grab touch-none' : 'cursor-pointer',
        dragging && 'z-20 cursor-grabbing shadow-xl ring-2 ring-ring',
        calling && CALLING_LOOK.ring,
        billRequested && BILL_REQUEST_LOOK.ring,
        look,
        className,
      )}
    >
      {/* A room under 48rem (a phone, a desktop beside the tray) shows the table's number, or the start of
          its name: whole names did not fit 44 px tiles. The accessible name is whole. */}
      <span
        aria-hidden="true"
        className="max-w-full overflow-hidden text-ellipsis whitespace-nowrap @3xl:hidden"
      >
        {shortName(table.name)}
      </span>
      <span className="hidden max-w-full overflow-hidden break-words @3xl:line-clamp-2">{table.name}</span>
      <span
        aria-hidden="true"
        className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full border border-current bg-card"
      >
        <Icon className="size-3" />
      </span>
      {calling ? (
        <span
          aria-hidden="true"
          className={clsx(
            'absolute -top-2 -left-2 flex size-6 items-center justify-center rounded-full motion-safe:animate-pulse',
            CALLING_LOOK.badge,
          )}
        >
          <ConciergeBell className="size-3.5" />
        </span>
      ) : null}
      {billRequested ? <BillRequestBadge /> : null}
    </button>
  );
}
