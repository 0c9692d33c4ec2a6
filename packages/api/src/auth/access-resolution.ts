/**
 * What a user may do: the claims of their roles, of every role those roles contain through the
 * role hierarchy (transitively), plus claims granted to the user directly (DESIGN.md section 3).
 * Pure, so the rules are tested without a database.
 */
export type TRoleEdge = { parent_role_id: number; child_role_id: number };

export type TAccessData = {
  directRoleIds: readonly number[];
  hierarchy: readonly TRoleEdge[];
  roles: readonly { id: number; name: string }[];
  roleClaims: readonly { role_id: number; claim: string }[];
  userClaims: readonly string[];
};

export type TResolvedAccess = { roles: string[]; permissions: string[] };

/** The given roles and every role below them; a cycle in the hierarchy is walked once. */
export function expandRoles(directRoleIds: readonly number[], hierarchy: readonly TRoleEdge[]): number[] {
  const children = new Map<number, number[]>();
  for (const edge of hierarchy) {
    children.set(edge.parent_role_id, [...(children.get(edge.parent_role_id) ?? []), edge.child_role_id]);
  }
  const seen = new Set<number>();
  const pending = [...directRoleIds];
  while (pending.length > 0) {
    const roleId = pending.pop()!;
    if (seen.has(roleId)) continue;
    seen.add(roleId);
    pending.push(...(children.get(roleId) ?? []));
  }
  return [...seen];
}

/**
 * Role names include inherited roles, so a guard that asks for MANAGER admits an OWNER whose role
 * contains MANAGER. Both lists are sorted for stable tokens and responses.
 */
export function resolveAccess(data: TAccessData): TResolvedAccess {
  const roleIds = new Set(expandRoles(data.directRoleIds, data.hierarchy));
  const roles = data.roles.filter((role) => roleIds.has(role.id)).map((role) => role.name);
  const permissions = new Set(data.userClaims);
  for (const grant of data.roleClaims) if (roleIds.has(grant.role_id)) permissions.add(grant.claim);
  return { roles: [...new Set(roles)].sort(), permissions: [...permissions].sort() };
}
