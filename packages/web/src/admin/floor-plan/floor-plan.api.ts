import { type TFloorPosition, ZFloorPlan } from '@tableside/shared/floor-plan.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';

/** GET /api/floor-plan (packages/api/src/floor-plan): every table with position and live state. */
export async function fetchFloorPlan(branchId: number | null, signal?: AbortSignal) {
  const query = branchId === null ? undefined : { branch_id: branchId };
  return (await apiClient.get('/floor-plan', { query, signal, schema: ZFloorPlan })).data;
}

/** PUT /api/floor-plan/positions: all or nothing; answers the whole plan. */
export async function saveFloorPositions(positions: TFloorPosition[], branchId: number | null) {
  const query = branchId === null ? undefined : { branch_id: branchId };
  return (await apiClient.put('/floor-plan/positions', { positions }, { query, schema: ZFloorPlan })).data;
}
