import type { TFloorPlan, TFloorPosition } from '@tableside/shared/floor-plan.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { saveFloorPositions } from './floor-plan.api.ts';
import { floorPlanQueries } from './floor-plan.queries.ts';

/** Arrow-key moves wait this long for the next press, so holding a key saves once. */
export const KEYBOARD_SAVE_DELAY_MS = 600;

function applyPositions(plan: TFloorPlan, positions: readonly TFloorPosition[]): TFloorPlan {
  const byId = new Map(positions.map((position) => [position.id, position]));
  return {
    tables: plan.tables.map((table) => {
      const position = byId.get(table.id);
      if (!position) return table;
      return {
        ...table,
        floor_x: position.x,
        floor_y: position.y,
        floor_shape: position.shape ?? table.floor_shape,
      };
    }),
  };
}

export type TMoveOptions = { debounce?: boolean };

/**
 * Moves tables on the plan at once (the cached plan changes optimistically) and saves them: on
 * drop right away, after arrow keys once the keys rest. A failed save puts every table of that
 * save back where it was and says so in a toast. `busy` is true while a move waits or saves, so
 * live refetches can wait instead of jumping a table back mid-move.
 */
export function useFloorPositions(branchId: number | null) {
  const { t } = useTranslation();
  // The plan on screen: one location's, or every table's (decision 0019).
  const KEY = useMemo(() => floorPlanQueries.plan(branchId).queryKey, [branchId]);
  const queryClient = useQueryClient();
  const pending = useRef(new Map<number, TFloorPosition>());
  const before = useRef<TFloorPlan | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef(0);
  const refetchAfter = useRef(false);

  const settle = useCallback(() => {
    if (saving.current > 0 || pending.current.size > 0 || !refetchAfter.current) return;
    refetchAfter.current = false;
    void queryClient.invalidateQueries({ queryKey: floorPlanQueries.all() });
  }, [queryClient]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const positions = [...pending.current.values()];
    const snapshot = before.current;
    pending.current.clear();
    before.current = undefined;
    if (positions.length === 0) return;
    saving.current += 1;
    try {
      const plan = await saveFloorPositions(positions, branchId);
      if (pending.current.size === 0 && saving.current === 1) queryClient.setQueryData(KEY, plan);
    } catch {
      if (snapshot) {
        const current = queryClient.getQueryData<TFloorPlan>(KEY);
        const original = positions.map((position): TFloorPosition => {
          const table = snapshot.tables.find((row) => row.id === position.id);
          return {
            id: position.id,
            x: table?.floor_x ?? null,
            y: table?.floor_y ?? null,
            shape: table?.floor_shape,
          };
        });
        if (current) queryClient.setQueryData(KEY, applyPositions(current, original));
      }
      toast.error(t('admin.floorPlan.saveFailed'));
      refetchAfter.current = true;
    } finally {
      saving.current -= 1;
      settle();
    }
  }, [queryClient, settle, t, KEY, branchId]);

  const move = useCallback(
    (positions: readonly TFloorPosition[], { debounce = false }: TMoveOptions = {}) => {
      const current = queryClient.getQueryData<TFloorPlan>(KEY);
      if (!current) return;
      before.current ??= current;
      void queryClient.cancelQueries({ queryKey: KEY });
      queryClient.setQueryData(KEY, applyPositions(current, positions));
      for (const position of positions) {
        const earlier = pending.current.get(position.id);
        pending.current.set(position.id, { ...earlier, ...position });
      }
      clearTimeout(timer.current);
      if (debounce) timer.current = setTimeout(() => void flush(), KEYBOARD_SAVE_DELAY_MS);
      else void flush();
    },
    [flush, queryClient, KEY],
  );

  /** For live updates: refetch now, or once the moves in hand are saved. */
  const refresh = useCallback(() => {
    refetchAfter.current = true;
    settle();
  }, [settle]);

  /** A table's position as last moved (the rendered one may lag behind fast key repeats). */
  const positionOf = useCallback(
    (id: number) => queryClient.getQueryData<TFloorPlan>(KEY)?.tables.find((table) => table.id === id),
    [queryClient, KEY],
  );

  // Leaving the page with a move still waiting saves it.
  useEffect(() => () => void flush(), [flush]);

  return { move, refresh, positionOf };
}
