import type { TRole } from '@tableside/shared/access.schemas';

/**
 * The role hierarchy as the roles screen reads it from GET /roles: a parent role contains its
 * children, and whoever holds the parent has the children's permissions too.
 */

/** Every role that contains `role`, directly or further up. */
function containingRoles(role: TRole, roles: readonly TRole[]): Set<number> {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const found = new Set<number>();
  const queue = [...role.parent_role_ids];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(byId.get(id)?.parent_role_ids ?? []));
  }
  return found;
}

/**
 * The roles `role` could contain: not itself, not one it contains already, and not one that
 * contains it (that would make a circle, which the server refuses with 409).
 */
export function containableRoles(role: TRole, roles: readonly TRole[]): TRole[] {
  const above = containingRoles(role, roles);
  return roles.filter((r) => r.id !== role.id && !role.child_role_ids.includes(r.id) && !above.has(r.id));
}

/** Seeded roles that someone holds cannot be deleted (the server answers 409). */
export function mayDeleteRole(role: TRole): boolean {
  return !role.seeded || role.user_count === 0;
}
