import type { TClaim } from '@tableside/shared/access.schemas';
import { PERMISSIONS, type TPermission } from '@tableside/shared/permissions';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';

/**
 * Plain-language names of the permissions, grouped by area (the part of a claim's name before the
 * dot), for the roles matrix and a user's direct permissions alike. A claim the product does not
 * know (one an owner made) shows its own name and description.
 */
export const PERMISSION_AREAS = [
  'admin',
  'orders',
  'menu',
  'tables',
  'config',
  'users',
  'master_data',
  'database',
  'reports',
  'audit',
  'payments',
] as const;
type TArea = (typeof PERMISSION_AREAS)[number];

export type TPermissionText = { name: string; title: string; description: string | null };
export type TPermissionGroup = { area: string; title: string; permissions: TPermissionText[] };

const isProductPermission = (name: string): name is TPermission =>
  (PERMISSIONS as readonly string[]).includes(name);
const isProductArea = (area: string): area is TArea => (PERMISSION_AREAS as readonly string[]).includes(area);

export function permissionArea(name: string): string {
  const dot = name.indexOf('.');
  return dot === -1 ? name : name.slice(0, dot);
}

export function areaTitle(t: TTranslate, area: string): string {
  return isProductArea(area) ? t(`admin.permissions.areas.${area}`) : area;
}

/** `claim` is the claim as GET /claims lists it, when known; without it a product name still reads well. */
export function permissionText(
  t: TTranslate,
  name: string,
  claim?: Pick<TClaim, 'description' | 'built_in'>,
) {
  if (isProductPermission(name) && (claim?.built_in ?? true)) {
    return {
      name,
      title: t(`admin.permissions.items.${name}.title`),
      description: t(`admin.permissions.items.${name}.description`),
    };
  }
  return { name, title: name, description: claim?.description ?? null };
}

/** The product's areas and permissions in their own order, then the others by name. */
function rank(list: readonly string[], value: string): number {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
}

export function comparePermissions(a: string, b: string): number {
  const byArea =
    rank(PERMISSION_AREAS, permissionArea(a)) - rank(PERMISSION_AREAS, permissionArea(b)) ||
    permissionArea(a).localeCompare(permissionArea(b));
  return byArea || rank(PERMISSIONS, a) - rank(PERMISSIONS, b) || a.localeCompare(b);
}

export function sortPermissions(names: Iterable<string>): string[] {
  return [...new Set(names)].sort(comparePermissions);
}

/** `names` (each once) grouped by area, with their texts; `claims` supplies the descriptions. */
export function groupPermissions(
  t: TTranslate,
  names: Iterable<string>,
  claims: readonly TClaim[],
): TPermissionGroup[] {
  const claimByName = new Map(claims.map((claim) => [claim.name, claim]));
  const groups: TPermissionGroup[] = [];
  for (const name of sortPermissions(names)) {
    const area = permissionArea(name);
    let group = groups.at(-1);
    if (group?.area !== area) {
      group = { area, title: areaTitle(t, area), permissions: [] };
      groups.push(group);
    }
    group.permissions.push(permissionText(t, name, claimByName.get(name)));
  }
  return groups;
}
