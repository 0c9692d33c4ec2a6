import { ROLE_NAMES, SEEDED_ROLES, type TRoleName } from '@tableside/shared/permissions';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';

/**
 * What people read for a role (issue 41). The built-in roles are stored under ids (OWNER, WAITER)
 * that the server's rules name; screens show their translated names and descriptions instead. A
 * role an owner made, or a built-in one they renamed, shows its own name and description.
 */
const isBuiltInName = (name: string): name is TRoleName => (ROLE_NAMES as readonly string[]).includes(name);

/** `seeded` as GET /roles says; where only the name is known (a user's `roles`), the name decides. */
export function roleLabel(t: TTranslate, name: string, seeded = true): string {
  return seeded && isBuiltInName(name) ? t(`admin.roleNames.${name}.name`) : name;
}

export function roleDescription(
  t: TTranslate,
  role: { name: string; seeded?: boolean; description?: string | null },
): string | null {
  if (!(role.seeded ?? true) || !isBuiltInName(role.name)) return role.description ?? null;
  // A description the owner rewrote is theirs; the seeded English one is translated.
  const own = role.description !== undefined && role.description !== SEEDED_ROLES[role.name].description;
  return own ? role.description || null : t(`admin.roleNames.${role.name}.description`);
}
