import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import type { TOrderLine } from '@tableside/shared/orders.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TOrderSettings } from '../orders/order-settings.service.ts';

/**
 * What a table's location adds to a guest's order (docs/decisions/0019-locations.md): an archived
 * location takes no orders; a location with its own opening hours orders within them; and a guest
 * orders from the location's menu (its categories and those of no location), as the menu showed.
 * A table of no location keeps the restaurant's rules.
 */
export async function applyTableLocation(
  db: Kysely<Database>,
  benchId: number,
  settings: TOrderSettings,
  lines: readonly TOrderLine[],
): Promise<TOrderSettings> {
  const branch = await db
    .selectFrom('benches')
    .innerJoin('branches', 'branches.id', 'benches.branch_id')
    .select(['branches.id', 'branches.archived', 'branches.opening_hours'])
    .where('benches.id', '=', benchId)
    .executeTakeFirst();
  if (!branch) return settings;
  if (branch.archived) throw new AppError('CONFLICT', 'Table is not accepting orders');

  const itemIds = [...new Set(lines.map((line) => line.menuItemId))];
  const elsewhere =
    itemIds.length === 0
      ? []
      : await db
          .selectFrom('menu_items')
          .innerJoin('menu_categories', 'menu_categories.id', 'menu_items.category_id')
          .select('menu_items.id')
          .where('menu_items.id', 'in', itemIds)
          .where('menu_categories.branch_id', 'is not', null)
          .where('menu_categories.branch_id', '<>', branch.id)
          .execute();
  const offMenu = new Set(elsewhere.map((row) => row.id));
  const errors: TFieldErrors = {};
  for (const [index, line] of lines.entries()) {
    if (offMenu.has(line.menuItemId)) errors[`items.${index}`] = ['Item no longer available on menu'];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some items cannot be ordered', { errors });
  }
  return branch.opening_hours ? { ...settings, operatingHours: branch.opening_hours } : settings;
}
