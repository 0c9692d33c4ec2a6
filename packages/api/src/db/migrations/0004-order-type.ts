import type { Kysely } from 'kysely';

const KEY = 'OPERATIONS.ORDER_TYPES';
const OFFERED = ['DINE_IN', 'TAKEAWAY'];

/**
 * The kind of an order (OPERATIONS.ORDER_TYPES, decision 0014): dine in or takeaway, chosen at
 * checkout among the types the restaurant offers. Delivery leaves the setting's choices: it needs an
 * address and a courier, which a table's QR code has neither of.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customer_orders')
    .addColumn('order_type', 'text', (c) => c.notNull().defaultTo('DINE_IN'))
    .execute();

  const settings = db as unknown as Kysely<{
    config_settings: { id: number; key: string; value: string | null; default_value: string | null };
    config_setting_translations: { setting_id: number; language: string; select_translations: string | null };
  }>;
  const rows = await settings
    .selectFrom('config_settings')
    .select(['id', 'value', 'default_value'])
    .where('key', '=', KEY)
    .execute();
  const withoutDelivery = (value: string | null) => {
    const chosen = (value ?? '')
      .split('|')
      .filter((part) => part.endsWith(':1'))
      .map((part) => part.split(':')[0]);
    const kept = OFFERED.filter((type) => chosen.includes(type));
    return OFFERED.map(
      (type) => `${type}:${(kept.length > 0 ? kept : ['DINE_IN']).includes(type) ? 1 : 0}`,
    ).join('|');
  };
  for (const row of rows) {
    await settings
      .updateTable('config_settings')
      .set({ value: withoutDelivery(row.value), default_value: withoutDelivery(row.default_value) })
      .where('id', '=', row.id)
      .execute();
    const texts = await settings
      .selectFrom('config_setting_translations')
      .select(['language', 'select_translations'])
      .where('setting_id', '=', row.id)
      .execute();
    for (const text of texts) {
      if (!text.select_translations) continue;
      const labels = JSON.parse(text.select_translations) as Record<string, string>;
      delete labels.DELIVERY;
      await settings
        .updateTable('config_setting_translations')
        .set({ select_translations: JSON.stringify(labels) })
        .where('setting_id', '=', row.id)
        .where('language', '=', text.language)
        .execute();
    }
  }
}
