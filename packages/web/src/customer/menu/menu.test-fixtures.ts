import type {
  TPublicMenu,
  TPublicMenuBrief,
  TPublicMenuBriefItem,
  TPublicMenuCategory,
  TPublicMenuCustomization,
  TPublicMenuItem,
  TPublicMenuOption,
  TPublicMenuTag,
} from '@tableside/shared/public-menu.schemas';
import { ok } from '../../test/fetch-mock.ts';

/**
 * Small menus for the menu and cart tests: items with their customizations and has_customizations,
 * so that one fixture serves as the whole menu (the admin's) and as the guests' brief one;
 * `menuResponse` answers the guests' requests the way the API does.
 */
export type TTestMenuItem = TPublicMenuItem & Pick<TPublicMenuBriefItem, 'has_customizations'>;
export type TTestMenu = Omit<TPublicMenu, 'categories' | 'featured_items'> & {
  categories: Array<Omit<TPublicMenuCategory, 'items'> & { items: TTestMenuItem[] }>;
  featured_items: TTestMenuItem[];
};

export function option(
  id: number,
  name: string,
  overrides: Partial<TPublicMenuOption> = {},
): TPublicMenuOption {
  return {
    id,
    name,
    description: null,
    value_added: 0,
    percent: false,
    default_option: false,
    sort_order: id,
    ...overrides,
  };
}

export function customization(
  id: number,
  name: string,
  options: TPublicMenuOption[],
  overrides: Partial<TPublicMenuCustomization> = {},
): TPublicMenuCustomization {
  return {
    id,
    name,
    description: null,
    type: 'SELECT',
    ui_type: 'CARDS',
    required: false,
    sort_order: id,
    enabled_by_id: null,
    options,
    ...overrides,
  };
}

export function menuItem(id: number, name: string, overrides: Partial<TPublicMenuItem> = {}): TTestMenuItem {
  const item: TPublicMenuItem = {
    id,
    category_id: 1,
    name,
    description: null,
    ingredients: null,
    price: 4,
    tax_rate: 8,
    preparation_time: null,
    image_url: null,
    tags: [],
    time_availability: null,
    customizations: [],
    available: true,
    ...overrides,
  };
  return { ...item, has_customizations: item.customizations.length > 0 };
}

export function tag(
  id: number,
  name: string,
  tagType: TPublicMenuTag['tag_type'],
  warning: string | null = null,
): TPublicMenuTag {
  return {
    id,
    name,
    tag_type: tagType,
    group_name: tagType,
    color: '#16a34a',
    icon_name: null,
    featured: false,
    warning_message: warning,
  };
}

export const TAGS = {
  vegan: tag(1, 'Vegan', 'DIETARY'),
  glutenFree: tag(2, 'Gluten-Free', 'DIETARY'),
  nuts: tag(3, 'Contains Nuts', 'ALLERGEN', 'Contains nuts. Please tell our staff about any allergies.'),
  spicy: tag(4, 'Spicy', 'SPICINESS'),
};

/** Size (value surcharges, required, default Medium), Portion (percent), Extras (multi), Milk only with Latte Art. */
export const LATTE = menuItem(10, 'Latte', {
  price: 4,
  description: 'Espresso with steamed milk',
  ingredients: 'Espresso, milk',
  tags: [TAGS.vegan.id],
  customizations: [
    customization(
      1,
      'Size',
      [
        option(11, 'Small'),
        option(12, 'Medium', { value_added: 0.5, default_option: true }),
        option(13, 'Large', { value_added: 1 }),
      ],
      { required: true },
    ),
    customization(
      2,
      'Portion',
      [
        option(21, 'Regular', { default_option: true }),
        option(22, 'Large portion', { value_added: 30, percent: true }),
      ],
      { required: true },
    ),
    customization(
      3,
      'Extras',
      [
        option(31, 'Extra Shot', { value_added: 0.8 }),
        option(32, 'Syrup', { value_added: 0.6 }),
        option(33, 'Latte Art'),
      ],
      { type: 'MULTISELECT' },
    ),
    customization(4, 'Art Style', [option(41, 'Heart'), option(42, 'Tulip', { value_added: 0.25 })], {
      required: true,
      enabled_by_id: 33,
      ui_type: 'DROPDOWN',
    }),
    customization(5, 'Note for the barista', [], { type: 'TEXT' }),
  ],
});

export const BROWNIE = menuItem(20, 'Walnut Brownie', {
  category_id: 2,
  price: 3.5,
  description: 'Chocolate brownie with walnuts',
  tags: [TAGS.nuts.id],
});
export const CURRY = menuItem(21, 'Green Curry', {
  category_id: 2,
  price: 12,
  ingredients: 'Coconut milk, basil, tofu',
  tags: [TAGS.vegan.id, TAGS.glutenFree.id, TAGS.spicy.id],
});
export const SALAD = menuItem(22, 'Crème Salad', {
  category_id: 2,
  price: 8,
  tags: [TAGS.vegan.id],
  available: false,
  unavailable_reason: 'Not available on Monday',
});

export function testMenu(overrides: Partial<TTestMenu> = {}): TTestMenu {
  const category = (id: number, name: string, items: TTestMenuItem[]) => ({
    id,
    name,
    description: null,
    sort_order: id,
    image_url: null,
    time_availability: null,
    available: true,
    items,
  });
  return {
    generated_at: '2026-01-05T10:00:00.000Z',
    time_zone: 'Europe/Berlin',
    within_service_hours: true,
    categories: [category(1, 'Coffee', [LATTE]), category(2, 'Food', [BROWNIE, CURRY, SALAD])],
    featured_items: [CURRY],
    tags: Object.values(TAGS),
    ...overrides,
  };
}

/** The menu as GET /api/public/menu?customizations=separate answers it: the items without customizations. */
export function briefMenu(menu: TTestMenu): TPublicMenuBrief {
  const brief = ({ customizations: _customizations, ...item }: TTestMenuItem): TPublicMenuBriefItem => item;
  return {
    ...menu,
    categories: menu.categories.map((category) => ({ ...category, items: category.items.map(brief) })),
    featured_items: menu.featured_items.map(brief),
  };
}

/**
 * The API's answer to a guest's menu request for this menu: GET /api/public/menu (any query) gives
 * the brief menu, GET /api/public/menu/customizations the asked items' customizations; undefined
 * for any other URL.
 */
export function menuResponse(url: string, menu: TTestMenu = testMenu()): Response | undefined {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/api/public/menu') return ok(briefMenu(menu));
  if (pathname !== '/api/public/menu/customizations') return undefined;
  const items = menu.categories.flatMap((category) => category.items);
  const ids = (searchParams.get('items') ?? '').split(',').map(Number);
  return ok({
    items: items
      .filter((item) => ids.includes(item.id))
      .map((item) => ({ menu_item_id: item.id, customizations: item.customizations })),
  });
}
