import type { TSharedCartSession, TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from '../test/http.ts';
import { BASE, createSharedCartTest, NOW, type TSharedCartTest } from './shared-carts.test-helpers.ts';

const HOUR = 3_600_000;

describe('shared carts: start, join, read', () => {
  let t: TSharedCartTest;

  beforeAll(async () => {
    t = await createSharedCartTest();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  describe('POST /api/customer/shared-carts', () => {
    it('starts an empty cart for an active table with an unguessable id and the creator as Guest 1', async () => {
      const tableId = await t.tableId('Table 1');
      const { status, body } = await t.call<TSharedCartSession>('POST', '', { bench_id: tableId });
      expect(status).toBe(201);
      const session = body.data;
      expect(session.sharedCartId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(session).toMatchObject({
        bench_id: tableId,
        status: 'open',
        order_id: null,
        version: 1,
        expires_at: '2025-03-12T16:00:00.000Z',
        created_at: NOW,
        participants: [{ id: session.participant.id, name: 'Guest 1' }],
        participant: { name: 'Guest 1' },
        cart: {
          sessionId: session.sharedCartId,
          tableId,
          items: [],
          subtotal: 0,
          tax: 0,
          total: 0,
          itemCount: 0,
        },
      });
      const again = await t.start();
      expect(again.sharedCartId).not.toBe(session.sharedCartId);
    });

    it('takes the creator’s cart lines, priced from the menu, and a trimmed name', async () => {
      const espresso = await t.itemId('Espresso');
      const session = await t.start({
        participant_name: '  Anna ',
        cart: { items: [{ menuItemId: espresso, quantity: 2, unitPrice: 0.01, totalPrice: 0.02 }] },
      });
      expect(session.participant.name).toBe('Anna');
      expect(session.cart.items).toHaveLength(1);
      expect(session.cart.items[0]).toMatchObject({
        menuItemName: 'Espresso',
        quantity: 2,
        unitPrice: 2.8,
        totalPrice: 5.6,
        addedBy: 'Anna',
        participantId: session.participant.id,
      });
      expect(session.cart).toMatchObject({ subtotal: 5.6, tax: 0.45, total: 6.05, itemCount: 2 });
    });

    it('refuses an inactive or archived table with 409 and an unknown one with 404, writing nothing', async () => {
      const before = await t.sharedCartCount();
      for (const name of ['Table 22', 'Table 24']) {
        const { status, body } = await t.call('POST', '', { bench_id: await t.tableId(name) });
        expect(status, name).toBe(409);
        expect(body.message).toBe('Table is not accepting orders');
      }
      const unknown = await t.call('POST', '', { bench_id: 999_999 });
      expect(unknown.status).toBe(404);
      expect(await t.sharedCartCount()).toBe(before);
    });

    it('is public: a bad token changes nothing, and a flood of new carts from one address gets 429', async () => {
      const body = { bench_id: await t.tableId('Table 3') };
      const post = (address: string, token?: string) =>
        request(t.app, 'POST', BASE, { body, token, headers: { 'x-forwarded-for': address } });
      expect((await post('203.0.113.9', 'not-a-token')).status).toBe(201);
      const statuses = [];
      for (let n = 0; n < 30; n++) statuses.push((await post('203.0.113.7')).status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(30);
      const flooded = await post('203.0.113.7');
      expect(flooded.status).toBe(429);
      expect((await post('203.0.113.8')).status).toBe(201);
      t.clock.advance(60_000);
      expect((await post('203.0.113.7')).status).toBe(201);
    });

    it('answers bad input with 400 and field errors, writing nothing', async () => {
      const before = await t.sharedCartCount();
      const tableId = await t.tableId('Table 1');
      const espresso = await t.itemId('Espresso');
      const cases: Array<[unknown, string]> = [
        [{}, 'bench_id'],
        [{ bench_id: 'one' }, 'bench_id'],
        [{ bench_id: tableId, participant_name: 'x'.repeat(41) }, 'participant_name'],
        [{ bench_id: tableId, participant_name: 'Anna\u0007' }, 'participant_name'],
        [
          { bench_id: tableId, cart: { items: [{ menuItemId: espresso, quantity: 0 }] } },
          'cart.items.0.quantity',
        ],
        [
          { bench_id: tableId, cart: { items: [{ menuItemId: espresso, quantity: 100 }] } },
          'cart.items.0.quantity',
        ],
        [{ bench_id: tableId, cart: { items: [{ quantity: 1 }] } }, 'cart.items.0.menuItemId'],
      ];
      for (const [body, field] of cases) {
        const res = await t.call('POST', '', body);
        expect(res.status, field).toBe(400);
        expect(res.body.errors, field).toHaveProperty([field]);
      }
      expect((await t.call('POST', '', '{"bench_id":')).status).toBe(400);
      expect(await t.sharedCartCount()).toBe(before);
    });

    it('refuses a cart line that cannot be ordered with 422 and writes nothing', async () => {
      const before = await t.sharedCartCount();
      const { status, body } = await t.call('POST', '', {
        bench_id: await t.tableId('Table 1'),
        cart: { items: [{ menuItemId: 999_999, quantity: 1 }] },
      });
      expect(status).toBe(422);
      expect(Object.keys(body.errors ?? {})).toEqual(['cart.items.0']);
      expect(await t.sharedCartCount()).toBe(before);
    });
  });

  it('documents every endpoint in /api/openapi.json', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths).filter((path) => path.includes('shared-carts'))).toEqual([
      BASE,
      `${BASE}/{id}/join`,
      `${BASE}/{id}`,
      `${BASE}/{id}/events`,
      `${BASE}/{id}/items`,
      `${BASE}/{id}/items/{lineId}`,
      `${BASE}/{id}/mark-submitted`,
    ]);
  });

  describe('POST /api/customer/shared-carts/:id/join', () => {
    it('adds participants in join order as Guest 2, Guest 3, or by a name kept unique', async () => {
      const session = await t.start();
      const joined = async (body: unknown) => {
        const res = await t.call<TSharedCartSession>('POST', `/${session.sharedCartId}/join`, body);
        expect(res.status).toBe(200);
        return res.body.data;
      };
      const second = await joined({});
      expect(second.participant.name).toBe('Guest 2');
      expect(second.version).toBe(2);
      expect((await joined({ participant_name: 'Ben' })).participant.name).toBe('Ben');
      expect((await joined({ participant_name: 'ben' })).participant.name).toBe('ben (2)');
      const fifth = await joined({ participant_name: '   ' });
      expect(fifth.participant.name).toBe('Guest 5');
      expect(fifth.participants.map((p) => p.name)).toEqual([
        'Guest 1',
        'Guest 2',
        'Ben',
        'ben (2)',
        'Guest 5',
      ]);
      expect(new Set(fifth.participants.map((p) => p.id)).size).toBe(5);
    });

    it('takes at most 20 people', async () => {
      const session = await t.start();
      for (let n = 2; n <= 20; n++) {
        expect((await t.call('POST', `/${session.sharedCartId}/join`, {})).status).toBe(200);
      }
      const full = await t.call('POST', `/${session.sharedCartId}/join`, {});
      expect(full.status).toBe(409);
      expect(full.body.message).toBe('A shared cart takes at most 20 people');
    });

    it('answers 404 for an unknown cart and 400 for a bad name', async () => {
      const unknown = await t.call('POST', '/no-such-cart/join', {});
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Shared cart not found');
      const session = await t.start();
      const bad = await t.call('POST', `/${session.sharedCartId}/join`, { participant_name: 42 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('participant_name');
    });

    it('refuses to join once the table stopped taking orders', async () => {
      const session = await t.start({ bench_id: await t.tableId('Table 2') });
      await t.db.updateTable('benches').set({ active: 0 }).where('name', '=', 'Table 2').execute();
      const res = await t.call('POST', `/${session.sharedCartId}/join`, {});
      await t.db.updateTable('benches').set({ active: 1 }).where('name', '=', 'Table 2').execute();
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Table is not accepting orders');
    });
  });

  describe('GET /api/customer/shared-carts/:id and expiry', () => {
    it('reads the cart; 404 for an unknown id of any shape', async () => {
      const session = await t.start();
      const res = await t.call('GET', `/${session.sharedCartId}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ...session, participant: undefined });
      for (const id of ['nope', 'AAAAAAAAAAAAAAAAAAAAAA', "x' or 1=1 --"]) {
        const unknown = await t.call('GET', `/${encodeURIComponent(id)}`);
        expect(unknown.status, id).toBe(404);
        expect(unknown.body.message).toBe('Shared cart not found');
      }
    });

    it('expires 4 hours after the last change (410), the expiry sliding with each change', async () => {
      const session = await t.start();
      const id = session.sharedCartId;
      t.clock.advance(3 * HOUR);
      const joined = await t.call<TSharedCartView>('POST', `/${id}/join`, {});
      expect(joined.body.data.expires_at).toBe('2025-03-12T19:00:00.000Z');
      t.clock.advance(3 * HOUR);
      expect((await t.call('GET', `/${id}`)).status).toBe(200);
      t.clock.advance(HOUR);
      for (const [method, path] of [
        ['GET', `/${id}`],
        ['POST', `/${id}/join`],
        ['GET', `/${id}/events`],
      ] as const) {
        const res = await t.call(method, path, method === 'POST' ? {} : undefined);
        expect(res.status, path).toBe(410);
        expect(res.body.message).toBe('This shared cart has expired');
      }
    });

    it('forgets carts a day after they expired when new carts start', async () => {
      const old = await t.start();
      t.clock.advance(29 * HOUR);
      await t.start();
      expect((await t.call('GET', `/${old.sharedCartId}`)).status).toBe(404);
    });
  });
});
