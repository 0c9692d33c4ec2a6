import type { TItemTag, TTypedTags } from '@tableside/shared/item-tags.schemas';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import { SEEDED_ROLES } from '@tableside/shared/permissions';
import { startSession } from '../../auth/auth-session.service.ts';
import { sessionData, testUser } from '../../test/fetch-mock.ts';

const audit = {
  created_at: '2026-03-14T11:00:00.000Z',
  updated_at: '2026-03-14T11:00:00.000Z',
  created_by: null,
  created_by_name: null,
  updated_by: null,
  updated_by_name: null,
};
const noImage = { image_url: null, image_url_full: null, image_url_thumbnail: null, image_url_icon: null };

export function category(id: number, name: string, overrides: Partial<TMenuCategory> = {}): TMenuCategory {
  return {
    ...audit,
    ...noImage,
    id,
    name,
    description: null,
    sort_order: id - 1,
    is_available: true,
    is_visible: true,
    time_availability: null,
    branch_id: null,
    branch: null,
    item_count: 2,
    ...overrides,
  };
}

export function menuItem(
  id: number,
  name: string,
  categoryId: number,
  overrides: Partial<TMenuItem> = {},
): TMenuItem {
  return {
    ...audit,
    ...noImage,
    id,
    name,
    category_id: categoryId,
    menu_category_id: categoryId,
    description: null,
    notes: null,
    ingredients: null,
    basic_price: 3.5,
    default_price: 3.5,
    tax_id: null,
    preparation_time: null,
    time_availability: null,
    is_available: true,
    is_visible: true,
    sort_order: 0,
    display_order: 0,
    tags: [],
    tag_ids: [],
    ...overrides,
  };
}

export function tag(id: number, name: string, overrides: Partial<TItemTag> = {}): TItemTag {
  return {
    ...audit,
    id,
    name,
    tag_type: 'DIETARY',
    color: null,
    icon_name: null,
    featured: false,
    internal: false,
    warning_message: null,
    sort_order: id,
    items_count: 1,
    ...overrides,
  };
}

export function typedTags(tags: TItemTag[]): TTypedTags {
  const types = ['DIETARY', 'ALLERGEN', 'SPICINESS', 'BADGE', 'OTHER'] as const;
  return {
    tag_groups: types.map((type) => ({
      tag_type: type,
      display_name: type,
      tags: tags.filter((t) => t.tag_type === type),
    })),
  };
}

export function signInMenuStaff(permissions: string[] = ['menu.manage']) {
  startSession(
    sessionData({ user: { ...testUser, permissions: ['admin.access', 'menu.read', ...permissions] } }),
  );
}

/** A kitchen account as seeded: reads the menu, does not manage it. */
export function signInKitchen() {
  startSession(
    sessionData({
      user: { ...testUser, roles: ['KITCHEN'], permissions: [...SEEDED_ROLES.KITCHEN.permissions] },
    }),
  );
}
