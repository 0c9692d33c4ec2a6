import type { TRole } from '@tableside/shared/access.schemas';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import type { TPermissionState } from './permission-list.tsx';
import { roleLabel } from './role-labels.ts';

/** Each permission the given roles grant (through the roles they contain too), with the roles granting it. */
export function grantedBy(roles: readonly TRole[]): Map<string, string[]> {
  const from = new Map<string, string[]>();
  for (const role of roles) {
    for (const permission of role.effective_permissions) {
      from.set(permission, [...(from.get(permission) ?? []), role.name]);
    }
  }
  return from;
}

type TPermissionContext = {
  /** From grantedBy: what comes through roles (contained ones for a role, held ones for a user). */
  inherited: ReadonlyMap<string, string[]>;
  /** The permissions granted directly, as saved. */
  saved: readonly string[];
  draft: ReadonlySet<string>;
  editable: boolean;
  /** The signed-in user's permissions (null in demo mode): no one may grant what they lack. */
  own: ReadonlySet<string> | null;
};

/**
 * One checkbox of a permission list. What comes only through a role is ticked and locked ('from
 * WAITER'); that is decided by the saved grants, so a box does not lock under the pointer while
 * editing. What the signed-in user lacks is locked with a hint (the server would answer 403).
 */
export function permissionState(t: TTranslate, name: string, context: TPermissionContext): TPermissionState {
  const from = context.inherited
    .get(name)
    ?.map((role) => roleLabel(t, role))
    .join(', ');
  if (from && !context.saved.includes(name)) {
    return { checked: true, disabled: true, note: t('admin.permissions.from', { roles: from }) };
  }
  const notHeld = context.editable && context.own !== null && !context.own.has(name);
  const note = notHeld
    ? t('admin.permissions.notHeld')
    : from
      ? t('admin.permissions.alsoFrom', { roles: from })
      : undefined;
  return { checked: context.draft.has(name), disabled: !context.editable || notHeld, note };
}
