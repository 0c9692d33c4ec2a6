import { ZFloorPositions } from '@tableside/shared/floor-plan.schemas';
import { ZLocationFilter } from '@tableside/shared/tables.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { loadFloorPlan, savePositions } from './floor-plan.service.ts';

export const floorPlanRouter = new ApiRouter('Floor plan')
  .get(
    '/',
    {
      summary: 'The floor plan with live table states',
      description:
        'Every table that is not archived: floor_x, floor_y (percent of the room, null until placed), ' +
        "floor_shape, and state: 'ordering' (a shared cart with items or an order SUBMITTED), " +
        "'waiting' (OPENED or READY), 'served' (DELIVERED in the last 4 hours) or 'free', with those orders. " +
        'With branch_id, only the tables of that location.',
      access: 'tables.read',
      query: ZLocationFilter,
    },
    async (c, { query }) => ok(c, await loadFloorPlan(c.get('deps'), query.branch_id ?? null)),
  )
  .put(
    '/positions',
    {
      summary: 'Place tables on the floor plan',
      description:
        'positions: [{id, x, y, shape?}] with x and y in percent (0..100), or both null to take a table ' +
        'off the plan. All are saved or none; an archived or unknown table is a 404. Answers the plan ' +
        "(with branch_id, that location's).",
      access: 'tables.manage',
      query: ZLocationFilter,
      body: ZFloorPositions,
    },
    async (c, { query, body, principal }) => {
      const deps = c.get('deps');
      await savePositions(deps, body, requirePrincipal(principal));
      return ok(c, await loadFloorPlan(deps, query.branch_id ?? null), 'Floor plan saved');
    },
  );
