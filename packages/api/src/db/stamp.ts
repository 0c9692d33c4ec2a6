import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';

/**
 * Who did a write and when: the one way to fill the audit columns (created_at/_by/_by_name,
 * updated_at/_by/_by_name) that most tables carry. `by` is null for a guest or the system
 * (spec customer 6: customer orders have a null creator).
 */
export type TActor = { id: number; name: string };
export type TStamp = { at: string; by: TActor | null };

/** Who acts: the signed-in staff member, or null for a guest. */
export function actorOf(principal: TPrincipal | null): TActor | null {
  return principal ? { id: principal.id, name: principal.name } : null;
}

/** A stamp for the signed-in staff member (or a guest, with null) at the instance's clock. */
export function stampOf(deps: Pick<TApiDeps, 'clock'>, principal: TPrincipal | null): TStamp {
  return { at: deps.clock.now().toISOString(), by: actorOf(principal) };
}

/** The columns of a new row: created and updated alike. */
export function createdColumns(stamp: TStamp) {
  return {
    created_at: stamp.at,
    created_by: stamp.by?.id ?? null,
    created_by_name: stamp.by?.name ?? null,
    ...updatedColumns(stamp),
  };
}

/** The columns a change of a row writes. */
export function updatedColumns(stamp: TStamp) {
  return { updated_at: stamp.at, updated_by: stamp.by?.id ?? null, updated_by_name: stamp.by?.name ?? null };
}
