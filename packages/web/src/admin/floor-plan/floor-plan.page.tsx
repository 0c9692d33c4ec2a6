import type { TFloorShape, TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Radio, RefreshCw } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAuth } from '../../auth/session.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useBillRequestedTables } from '../bills/use-bill-requests.hook.ts';
import { useLiveRefresh, useLiveTableRefresh } from '../live/use-live-refresh.hook.ts';
import { LocationPicker } from '../location-scope/location-picker.tsx';
import { useLocationScope } from '../location-scope/use-location-scope.hook.ts';
import { useCallingTables } from '../waiter-calls/use-calling-tables.hook.ts';
import { FloorLegend } from './floor-legend.tsx';
import { floorPlanQueries } from './floor-plan.queries.ts';
import { freeSpots, isPlaced, nudge, type TPoint } from './floor-plan-geometry.ts';
import { FLOOR_STATE_LOOK } from './floor-states.ts';
import { FloorTableShape } from './floor-table.tsx';
import { FloorTableDialog } from './floor-table-dialog.tsx';
import { FloorTray } from './floor-tray.tsx';
import { useFloorPositions } from './use-floor-positions.hook.ts';
import { type TDragOrigin, usePlanDrag } from './use-plan-drag.hook.ts';

/** Without a user the app is in demo mode, where the guard lets everyone in (spec admin 2). */
function useCanManageTables(): boolean {
  const { user } = useAuth();
  return !user || user.permissions.includes('tables.manage');
}

/**
 * /admin/floor-plan (issue 5): the room with its tables, each coloured and iconed by what it
 * needs next (free, ordering, waiting, served), live from the staff event stream (orders, table
 * writes, shared carts). Staff with tables.manage drag tables around (pointer or touch; arrow keys
 * move the focused one), bring them in from the tray and change their shape; positions are saved
 * on the server.
 */
export function FloorPlanPage() {
  const { t } = useTranslation();
  const title = t('admin.screens.floorPlan');
  useDocumentTitle(title);
  const canManage = useCanManageTables();
  // One location's room when the restaurant has several (decision 0019).
  const scope = useLocationScope();
  const plan = useQuery(floorPlanQueries.plan(scope.branchId));
  const { move, refresh, positionOf } = useFloorPositions(scope.branchId);
  const live = useLiveRefresh(refresh);
  // Guests starting a shared cart turn a table 'ordering'; another manager's table edits show too.
  useLiveTableRefresh(refresh);
  // Tables whose guests called a waiter carry a bell (decision 0031).
  const calling = useCallingTables();
  // Tables whose guests asked for the bill carry a receipt badge (issue 16).
  const billing = useBillRequestedTables();
  const room = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [openId, setOpenId] = useState<number | null>(null);

  const tables = plan.data?.tables ?? [];
  const placed = tables.filter(isPlaced);
  const unplaced = tables.filter((table) => !isPlaced(table));

  const placeInFreeSpots = (toPlace: readonly TFloorTable[]) => {
    const spots = freeSpots(
      placed.map((table) => ({ x: table.floor_x, y: table.floor_y })),
      toPlace.length,
    );
    move(toPlace.map((table, index) => ({ id: table.id, ...(spots[index] as TPoint) })));
  };

  const onActivate = (id: number, origin: TDragOrigin) => {
    const table = tables.find((row) => row.id === id);
    if (origin === 'tray' && canManage && table) placeInFreeSpots([table]);
    else setOpenId(id);
  };
  const { drag, handlers } = usePlanDrag({
    room,
    enabled: canManage,
    onDrop: (id, point) => move([{ id, ...point }]),
    onActivate,
  });

  const onTableKey = (id: number, event: KeyboardEvent) => {
    const table = positionOf(id);
    if (!canManage || !table || !isPlaced(table)) return;
    const next = nudge({ x: table.floor_x, y: table.floor_y }, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    move([{ id: table.id, ...next }], { debounce: true });
  };

  const openTable = tables.find((table) => table.id === openId) ?? null;
  const dragged = drag ? tables.find((table) => table.id === drag.id) : undefined;

  return (
    <div className="mx-auto w-full max-w-[100rem] space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="mt-1 text-sm text-fg-muted">
            {canManage ? t('admin.floorPlan.intro') : t('admin.floorPlan.introReadOnly')}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <LocationPicker scope={scope} />
          <p className="flex h-11 items-center gap-1.5 text-sm text-fg-muted">
            {live.connected ? (
              <Radio aria-hidden="true" className="size-4 text-success" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-4" />
            )}
            {live.connected ? t('admin.floorPlan.live') : t('admin.floorPlan.polling')}
          </p>
        </div>
      </div>
      <FloorLegend tables={tables} calling={tables.filter((table) => calling.has(table.id)).length} />

      {plan.isPending ? (
        <div className="flex justify-center py-16" role="status" aria-label={title}>
          <Spinner size="lg" />
        </div>
      ) : plan.isError && !plan.data ? (
        <div role="alert" className="rounded-xl border border-line bg-card p-6 text-center">
          <p>{t('admin.floorPlan.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void plan.refetch()}>
            {t('admin.floorPlan.retry')}
          </Button>
        </div>
      ) : tables.length === 0 ? (
        <p className="rounded-xl border border-line bg-card p-6 text-center text-fg-muted">
          {t('admin.floorPlan.noTables')}
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* On a phone the room keeps 36rem and scrolls sideways in its own box: squeezed to the
              screen, its tables were 30 px with their state icons over their numbers (issue 41). */}
          <div className="self-start overflow-x-auto rounded-xl">
            <section
              aria-label={t('admin.floorPlan.canvas')}
              className={clsx(
                '@container relative aspect-[16/10] w-full min-w-[36rem] rounded-xl border-2 bg-card',
                'bg-[radial-gradient(circle,var(--color-line)_1px,transparent_1px)] bg-[length:5%_8%]',
                drag?.origin === 'tray' && drag.over ? 'border-ring' : 'border-line',
              )}
            >
              {/* Positions are percent of this inner box, so a table at 0 or 100 stays inside the room. */}
              <div ref={room} className="absolute inset-[4%]">
                <p id={hintId} className="sr-only">
                  {t('admin.floorPlan.moveHint')}
                </p>
                {placed.map((table) => {
                  const dragging = drag?.id === table.id && drag.origin === 'plan' && drag.over !== null;
                  return (
                    <FloorTableShape
                      key={table.id}
                      table={table}
                      at={dragging && drag.over ? drag.over : { x: table.floor_x, y: table.floor_y }}
                      dragging={dragging}
                      movable={canManage}
                      calling={calling.has(table.id)}
                      billRequested={billing.has(table.id)}
                      aria-describedby={canManage ? hintId : undefined}
                      onKeyDown={(event) => onTableKey(table.id, event)}
                      {...handlers(table.id, 'plan')}
                    />
                  );
                })}
                {drag?.origin === 'tray' && drag.over && dragged ? (
                  <FloorTableShape
                    table={dragged}
                    at={drag.over}
                    dragging
                    movable
                    tabIndex={-1}
                    aria-hidden="true"
                    className="pointer-events-none opacity-80"
                  />
                ) : null}
              </div>
            </section>
          </div>
          <FloorTray
            tables={unplaced}
            movable={canManage}
            draggingId={drag?.origin === 'tray' ? drag.id : null}
            handlers={(id) => handlers(id, 'tray')}
            onPlaceAll={() => placeInFreeSpots(unplaced)}
          />
        </div>
      )}
      {drag?.origin === 'tray' && !drag.over && dragged ? (
        <TrayGhost table={dragged} x={drag.clientX} y={drag.clientY} />
      ) : null}

      <FloorTableDialog
        table={openTable}
        onClose={() => setOpenId(null)}
        onShape={
          canManage && openTable && isPlaced(openTable)
            ? (shape: TFloorShape) =>
                move([{ id: openTable.id, x: openTable.floor_x, y: openTable.floor_y, shape }])
            : undefined
        }
        onRemove={
          canManage && openTable
            ? () => {
                move([{ id: openTable.id, x: null, y: null }]);
                setOpenId(null);
              }
            : undefined
        }
      />
    </div>
  );
}

/** A tray table under the finger while it is outside the room. */
function TrayGhost({ table, x, y }: { table: TFloorTable; x: number; y: number }) {
  const { table: look } = FLOOR_STATE_LOOK[table.state];
  return createPortal(
    <div
      aria-hidden="true"
      style={{ left: x, top: y }}
      className={clsx(
        'pointer-events-none fixed z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg border-2 px-3 py-2 text-sm font-semibold shadow-xl',
        look,
      )}
    >
      {table.name}
    </div>,
    document.body,
  );
}
