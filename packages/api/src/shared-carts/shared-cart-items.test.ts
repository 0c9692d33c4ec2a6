import type { TSharedCartSession, TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedCartTest, type TSharedCartTest } from './shared-carts.test-helpers.ts';

describe('shared carts: lines', () => {
  let t: TSharedCartTest;
  let espresso: number;
  let cappuccino: number;

  beforeAll(async () => {
    t = await createSharedCartTest();
    espresso = await t.itemId('Espresso');
    cappuccino = await t.itemId('Cappuccino');
  });
  afterAll(() => t.close());

  /** A cart with its creator and one more guest. */
  async function table(): Promise<{ id: string; anna: string; ben: string }> {
    const session = await t.start({ participant_name: 'Anna' });
    const ben = await t.call<TSharedCartSession>('POST', `/${session.sharedCartId}/join`, {
      participant_name: 'Ben',
    });
    return { id: session.sharedCartId, anna: session.participant.id, ben: ben.body.data.participant.id };
  }
  const add = (id: string, participantId: string, line: Record<string, unknown>, version?: number) =>
    t.call('POST', `/${id}/items`, { participant_id: participantId, line, version });
  const versionOf = async (id: string) => (await t.call('GET', `/${id}`)).body.data.version;

  it('keeps each guest’s lines apart and says who added each', async () => {
    const { id, anna, ben } = await table();
    expect((await add(id, anna, { menuItemId: espresso, quantity: 1 })).status).toBe(200);
    const res = await add(id, ben, { menuItemId: espresso, quantity: 1 });
    expect(res.status).toBe(200);
    const lines = res.body.data.cart.items;
    expect(lines.map((line) => [line.menuItemName, line.quantity, line.addedBy, line.participantId])).toEqual(
      [
        ['Espresso', 1, 'Anna', anna],
        ['Espresso', 1, 'Ben', ben],
      ],
    );
    expect(new Set(lines.map((line) => line.id)).size).toBe(2);
    expect(res.body.data.version).toBe(4);
  });

  it('merges equal lines of the same guest, but not lines with other choices', async () => {
    const { id, anna } = await table();
    const large = await t.option('Cappuccino', 'Size', 'Large');
    const oat = await t.option('Cappuccino', 'Milk Type', 'Oat Milk');
    const choice = (option: { customizationId: number; optionId: number }) => ({
      customizationId: option.customizationId,
      selectedOptions: [{ optionId: option.optionId }],
    });
    await add(id, anna, {
      menuItemId: cappuccino,
      quantity: 1,
      customizations: [choice(large), choice(oat)],
    });
    await add(id, anna, {
      menuItemId: cappuccino,
      quantity: 2,
      customizations: [choice(oat), choice(large)],
    });
    const res = await add(id, anna, { menuItemId: cappuccino, quantity: 1, customizations: [choice(large)] });
    expect(
      res.body.data.cart.items.map((line) => [line.quantity, line.unitPrice + line.customizationPrice]),
    ).toEqual([
      [3, 5.65],
      [1, 4.9],
    ]);
  });

  it('prices lines from the menu, ignoring client prices, with value and percent surcharges and defaults', async () => {
    const { id, anna } = await table();
    const large = await t.option('Caesar Salad', 'Portion', 'Large');
    const chicken = await t.option('Caesar Salad', 'Add Protein', 'Grilled Chicken');
    const res = await add(id, anna, {
      menuItemId: await t.itemId('Caesar Salad'),
      quantity: 2,
      price: 0.01,
      unitPrice: 0.01,
      customizations: [
        { customizationId: large.customizationId, selectedOptions: [{ optionId: large.optionId, price: 0 }] },
        {
          customizationId: chicken.customizationId,
          selectedOptions: [{ optionId: chicken.optionId, price: 0 }],
        },
      ],
    });
    expect(res.status).toBe(200);
    const [salad] = res.body.data.cart.items;
    // 10.90 + 30 % (3.27) + 3.00 chicken = 17.17 each.
    expect(salad).toMatchObject({
      unitPrice: 10.9,
      customizationPrice: 6.27,
      totalPrice: 34.34,
      taxRatePercent: 8,
    });
    expect(res.body.data.cart).toMatchObject({ subtotal: 34.34, tax: 2.75, total: 37.09, itemCount: 2 });

    // Nothing chosen: the menu's defaults apply (Size Medium +0.50), as in the submitted order.
    const plain = await add(id, anna, { menuItemId: cappuccino, quantity: 1 });
    expect(plain.body.data.cart.items[1]).toMatchObject({
      unitPrice: 3.9,
      customizationPrice: 0.5,
      totalPrice: 4.4,
    });
  });

  it('refuses unknown items, unknown options and unavailable items with 422, writing nothing', async () => {
    const { id, anna } = await table();
    const before = await versionOf(id);
    const oatOfLatte = await t.option('Caffè Latte', 'Milk Type', 'Oat Milk');
    const milkOfCappuccino = await t.option('Cappuccino', 'Milk Type', 'Oat Milk');
    await t.db.updateTable('menu_items').set({ is_available: 0 }).where('name', '=', 'Americano').execute();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ menuItemId: 999_999, quantity: 1 }, 'Item no longer available on menu'],
      [{ menuItemId: await t.itemId('Americano'), quantity: 1 }, 'Item temporarily unavailable'],
      [
        {
          menuItemId: cappuccino,
          quantity: 1,
          customizations: [
            {
              customizationId: milkOfCappuccino.customizationId,
              selectedOptions: [{ optionId: oatOfLatte.optionId }],
            },
          ],
        },
        'Unknown option for Milk Type',
      ],
    ];
    for (const [line, message] of cases) {
      const res = await add(id, anna, line);
      expect(res.status, message).toBe(422);
      expect(res.body.message).toBe(message);
      expect(Object.keys(res.body.errors ?? {})[0]).toMatch(/^line/);
    }
    await t.db.updateTable('menu_items').set({ is_available: 1 }).where('name', '=', 'Americano').execute();
    expect(await versionOf(id)).toBe(before);
  });

  it('answers bad input with 400, an unknown guest with 422, and writes nothing', async () => {
    const { id, anna } = await table();
    const before = await versionOf(id);
    const cases: Array<[unknown, string]> = [
      [{ participant_id: anna }, 'line'],
      [{ participant_id: anna, line: { menuItemId: espresso, quantity: 0 } }, 'line.quantity'],
      [{ participant_id: anna, line: { menuItemId: espresso, quantity: 1.5 } }, 'line.quantity'],
      [{ participant_id: anna, line: { menuItemId: espresso, quantity: 1 }, version: -1 }, 'version'],
      [{ line: { menuItemId: espresso, quantity: 1 } }, 'participant_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('POST', `/${id}/items`, body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toHaveProperty([field]);
    }
    const stranger = await add(id, 'someone-else', { menuItemId: espresso, quantity: 1 });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors).toHaveProperty('participant_id');
    expect((await add('no-such-cart', anna, { menuItemId: espresso, quantity: 1 })).status).toBe(404);
    expect(await versionOf(id)).toBe(before);
  });

  it('changes quantities, removes a line at 0 or by DELETE, and says when a line is unknown', async () => {
    const { id, anna, ben } = await table();
    await add(id, anna, { menuItemId: espresso, quantity: 1 });
    const added = await add(id, ben, { menuItemId: cappuccino, quantity: 1 });
    const [first, second] = added.body.data.cart.items;
    const patched = await t.call('PATCH', `/${id}/items/${first!.id}`, { quantity: 3 });
    expect(patched.status).toBe(200);
    expect(patched.body.data.cart.items[0]).toMatchObject({ quantity: 3, totalPrice: 8.4 });
    expect((await t.call('PATCH', `/${id}/items/${first!.id}`, { quantity: 100 })).status).toBe(400);
    const removed = await t.call('PATCH', `/${id}/items/${first!.id}`, { quantity: -1 });
    expect(removed.body.data.cart.items.map((line) => line.id)).toEqual([second!.id]);
    const unknown = await t.call('PATCH', `/${id}/items/${first!.id}`, { quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Item not found in cart');
    const deleted = await t.call('DELETE', `/${id}/items/${second!.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.cart).toMatchObject({ items: [], total: 0, itemCount: 0 });
    expect((await t.call('DELETE', `/${id}/items/${second!.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/${id}/items/x?version=abc`)).status).toBe(400);
  });

  it('answers a stale version with 409 and the current cart, and applies a current one', async () => {
    const { id, anna, ben } = await table();
    const seen = await versionOf(id);
    await add(id, ben, { menuItemId: espresso, quantity: 1 });
    const stale = await add(id, anna, { menuItemId: cappuccino, quantity: 1 }, seen);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_STATE');
    expect(stale.body.data.version).toBe(seen + 1);
    expect(stale.body.data.cart.items.map((line) => line.addedBy)).toEqual(['Ben']);
    const staleDelete = await t.call(
      'DELETE',
      `/${id}/items/${stale.body.data.cart.items[0]!.id}?version=${seen}`,
    );
    expect(staleDelete.status).toBe(409);
    const redo = await add(id, anna, { menuItemId: cappuccino, quantity: 1 }, stale.body.data.version);
    expect(redo.status).toBe(200);
    expect(redo.body.data.version).toBe(seen + 2);
  });

  it('keeps every line when guests add at the same moment', async () => {
    const { id, anna, ben } = await table();
    const results = await Promise.all(
      [anna, ben, anna, ben].map((who, n) =>
        add(id, who, { menuItemId: espresso, quantity: 1, specialInstructions: `cup ${n}` }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const cart = (await t.call<TSharedCartView>('GET', `/${id}`)).body.data;
    expect(cart.cart.items.map((line) => line.specialInstructions).sort()).toEqual([
      'cup 0',
      'cup 1',
      'cup 2',
      'cup 3',
    ]);
    expect(cart.version).toBe(6);
  });

  it('holds what one order takes: at most 50 lines and 99 of one line', async () => {
    const items = Array.from({ length: 50 }, (_, n) => ({
      menuItemId: espresso,
      quantity: 1,
      specialInstructions: `line ${n}`,
    }));
    const session = await t.start({ cart: { items } });
    expect(session.cart.items).toHaveLength(50);
    const more = await add(session.sharedCartId, session.participant.id, {
      menuItemId: espresso,
      quantity: 1,
    });
    expect(more.status).toBe(422);
    expect(more.body.message).toBe('At most 50 lines per order');
    const merged = await add(session.sharedCartId, session.participant.id, {
      menuItemId: espresso,
      quantity: 99,
      specialInstructions: 'line 0',
    });
    expect(merged.status).toBe(422);
    expect(merged.body.message).toBe('Quantity must be at most 99');

    const after = await t.call('GET', `/${session.sharedCartId}`);
    expect(after.body.data.version).toBe(session.version);
    expect(after.body.data.cart.items.map((line) => line.quantity)).toEqual(items.map(() => 1));
  });
});
