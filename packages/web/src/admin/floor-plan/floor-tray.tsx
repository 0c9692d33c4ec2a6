import type { TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { clsx } from 'clsx';
import { LayoutGrid } from 'lucide-react';
import type { PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { FLOOR_STATE_LOOK } from './floor-states.ts';

type TTrayHandlers = {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
  onClick(): void;
};

type TFloorTrayProps = {
  tables: readonly TFloorTable[];
  movable: boolean;
  draggingId: number | null;
  handlers: (id: number) => TTrayHandlers;
  onPlaceAll: () => void;
};

/**
 * Tables not yet on the plan: drag one in, tap it to put it in a free spot, or place them all.
 * Read-only, a tap shows the table's orders.
 */
export function FloorTray({ tables, movable, draggingId, handlers, onPlaceAll }: TFloorTrayProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="floor-tray-title"
      className="self-start rounded-xl border border-line bg-card p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="floor-tray-title" className="font-semibold">
          {t('admin.floorPlan.tray')}
          <span className="ml-2 rounded-full bg-muted px-2 text-xs font-semibold tabular-nums">
            {tables.length}
          </span>
        </h2>
        {movable && tables.length > 1 ? (
          <Button size="sm" variant="secondary" onClick={onPlaceAll}>
            <LayoutGrid aria-hidden="true" className="size-4" />
            {t('admin.floorPlan.placeAll')}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        {tables.length === 0
          ? t('admin.floorPlan.trayEmpty')
          : movable
            ? t('admin.floorPlan.trayHint')
            : t('admin.floorPlan.trayReadOnly')}
      </p>
      {tables.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {tables.map((table) => {
            const { icon: Icon, table: look } = FLOOR_STATE_LOOK[table.state];
            const label = t('admin.floorPlan.tableLabel', {
              name: table.name,
              state: t(`admin.floorPlan.states.${table.state}`),
            });
            const chip = clsx(
              'flex h-11 items-center gap-1.5 rounded-lg border-2 px-3 text-sm font-semibold select-none',
              look,
              table.active ? '' : 'border-dashed opacity-70',
            );
            return (
              <li key={table.id}>
                <button
                  type="button"
                  aria-label={movable ? t('admin.floorPlan.placeTable', { name: label }) : label}
                  data-tray-table-id={table.id}
                  {...handlers(table.id)}
                  className={clsx(
                    chip,
                    movable && 'cursor-grab touch-none',
                    draggingId === table.id && 'opacity-40',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {table.name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
