import type { TSessionUser } from '@tableside/shared/auth.schemas';

export type TAccessRequirement = { roles?: readonly string[]; permissions?: readonly string[] };

/**
 * spec (customer 2, protected-page guard): any one of the required roles suffices, and any one of
 * the required permissions suffices; a page that names both needs one of each.
 */
export function hasAccess(
  user: Pick<TSessionUser, 'roles' | 'permissions'>,
  required: TAccessRequirement,
): boolean {
  const rolesMet = !required.roles?.length || required.roles.some((role) => user.roles.includes(role));
  const permissionsMet =
    !required.permissions?.length ||
    required.permissions.some((permission) => user.permissions.includes(permission));
  return rolesMet && permissionsMet;
}
