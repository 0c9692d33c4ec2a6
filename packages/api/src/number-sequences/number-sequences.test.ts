import type { TAuditEntry } from '@tableside/shared/audit.schemas';
import type { TNumberRecord } from '@tableside/shared/number-records.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import { numbersOf, range } from './number-sequences.test-helpers.ts';

type THeaders = { headers: { Authorization: string } };

describe('the number sequences API (/api/number-records)', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let waiter: THeaders;
  let host: THeaders;
  let ids: Record<'ORDER' | 'INVOICE' | 'CUSTOMER', number>;

  beforeAll(async () => {
    ctx = await createCafeContext();
    owner = await createSignedInUser(ctx.deps, { name: 'Olivia Owner', roles: ['OWNER'] });
    waiter = await createSignedInUser(ctx.deps, { name: 'Walter Waiter', roles: ['WAITER'] });
    host = await createSignedInUser(ctx.deps, { name: 'Hugo Host', permissions: ['menu.read'] });
    const rows = await ctx.db.selectFrom('number_records').select(['id', 'entity_name']).execute();
    ids = Object.fromEntries(rows.map((row) => [row.entity_name, row.id])) as typeof ids;
  });
  afterAll(() => ctx.close());

  const call = (method: string, path: string, who: THeaders | null, body?: unknown) =>
    request(ctx.app, method, `/number-records${path}`, { body, headers: who?.headers ?? {} });
  const dataOf = async <T>(res: Response, status = 200): Promise<T> => {
    const body = await json<T>(res);
    expect(res.status, JSON.stringify(body)).toBe(status);
    return body.data;
  };
  /** Every row of number_records and the audit trail's length: what a refused call must leave. */
  const snapshot = async () => ({
    records: await ctx.db.selectFrom('number_records').selectAll().orderBy('id').execute(),
    audit: (await ctx.db.selectFrom('audit_log').select('id').execute()).length,
  });
  const latestAudit = async () =>
    (await dataOf<TAuditEntry[]>(await request(ctx.app, 'GET', '/audit-log?size=1', owner)))[0]!;
  /** The sample cafe's bills numbered INV- by the seed (all of them, settled). */
  const settledSampleBills = async () =>
    (await ctx.db.selectFrom('bills').select('id').where('invoice_number', 'is not', null).execute()).length;
  const invoice = () => call('GET', `/${ids.INVOICE}`, owner).then((res) => dataOf<TNumberRecord>(res));

  describe('reading', () => {
    it("lists the spec's three sequences with their counters to anyone in the admin area", async () => {
      const orders = await ctx.db.selectFrom('customer_orders').select('id').execute();
      const bills = await settledSampleBills();
      const list = await dataOf<TNumberRecord[]>(await call('GET', '', waiter));
      expect(list.map((record) => [record.entity_name, record.prefix])).toEqual([
        ['ORDER', 'ORD-'],
        ['INVOICE', 'INV-'],
        ['CUSTOMER', 'CUST-'],
      ]);
      const order = list[0]!;
      expect(order).toMatchObject({
        padding: 6,
        current_number: String(orders.length).padStart(6, '0'),
        current_value: orders.length,
        next_value: orders.length + 1,
        last_formatted: `ORD-${String(orders.length).padStart(6, '0')}`,
        next_formatted: `ORD-${String(orders.length + 1).padStart(6, '0')}`,
        built_in: true,
      });
      // The sample cafe's settled bills drew their INV- numbers (seed-bills.ts).
      expect(bills).toBeGreaterThan(0);
      expect(list[1]).toMatchObject({
        current_number: String(bills).padStart(6, '0'),
        last_formatted: `INV-${String(bills).padStart(6, '0')}`,
        next_formatted: `INV-${String(bills + 1).padStart(6, '0')}`,
      });
    });

    it("numbers the sample cafe's orders and customers in order, as far as the counters say", async () => {
      const orders = await ctx.db
        .selectFrom('customer_orders')
        .select('sequence_number')
        .orderBy('id')
        .execute();
      const customers = await ctx.db
        .selectFrom('customers')
        .select('customer_number')
        .orderBy('id')
        .execute();
      expect(
        numbersOf(
          orders.map((row) => row.sequence_number),
          'ORD-',
        ),
      ).toEqual(range(1, orders.length));
      expect(
        numbersOf(
          customers.map((row) => row.customer_number),
          'CUST-',
        ),
      ).toEqual(range(1, customers.length));
      const list = await dataOf<TNumberRecord[]>(await call('GET', '', owner));
      expect(list.map((record) => record.current_value)).toEqual([
        orders.length,
        await settledSampleBills(),
        customers.length,
      ]);
    });

    it('filters by entity_name like every list, and pages', async () => {
      const invoices = await dataOf<TNumberRecord[]>(await call('GET', '?entity_name=INVOICE', owner));
      expect(invoices.map((record) => record.id)).toEqual([ids.INVOICE]);
      const like = await dataOf<TNumberRecord[]>(await call('GET', '?entity_name_like=CUST', owner));
      expect(like.map((record) => record.entity_name)).toEqual(['CUSTOMER']);
      const page = await dataOf<{ content: TNumberRecord[]; total_elements: number }>(
        await call('GET', '?page=0&size=2&sort=entity_name', owner),
      );
      expect(page.total_elements).toBe(3);
      expect(page.content.map((record) => record.entity_name)).toEqual(['CUSTOMER', 'INVOICE']);
      expect((await call('GET', '?colour=red', owner)).status).toBe(400);
    });

    it('answers one by id, 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await invoice()).entity_name).toBe('INVOICE');
      expect((await call('GET', '/9999', owner)).status).toBe(404);
      expect((await call('GET', '/abc', owner)).status).toBe(400);
    });
  });

  describe('access', () => {
    it('asks for a sign-in (401), refuses callers outside the admin area (403) and lets staff only read', async () => {
      const endpoints = [
        ['GET', '', 'read'],
        ['GET', `/${ids.INVOICE}`, 'read'],
        ['POST', '', 'write'],
        ['PUT', `/${ids.INVOICE}`, 'write'],
        ['DELETE', `/${ids.INVOICE}`, 'write'],
      ] as const;
      const before = await snapshot();
      for (const [method, path, kind] of endpoints) {
        const label = `${method} ${path}`;
        const body =
          method === 'GET' ? undefined : { entity_name: 'X', prefix: 'X-', padding: 6, next_value: 5000 };
        expect((await call(method, path, null, body)).status, label).toBe(401);
        expect((await call(method, path, host, body)).status, label).toBe(403);
        expect((await call(method, path, waiter, body)).status, label).toBe(kind === 'read' ? 200 : 403);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('setting the next number', () => {
    it('moves the counter forward, keeps the spec text in step and records who did it', async () => {
      const updated = await dataOf<TNumberRecord>(
        await call('PUT', `/${ids.INVOICE}`, owner, { prefix: 'INV-', padding: 6, next_value: 1000 }),
      );
      expect(updated).toMatchObject({
        current_number: '000999',
        current_value: 999,
        next_value: 1000,
        next_formatted: 'INV-001000',
        last_formatted: 'INV-000999',
        updated_by_name: 'Olivia Owner',
      });
      const row = await ctx.db
        .selectFrom('number_records')
        .select(['current_number', 'current_value'])
        .where('id', '=', ids.INVOICE)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ current_number: '000999', current_value: 999 });
      const entry = await latestAudit();
      expect(entry).toMatchObject({
        action: 'number_record.updated',
        entity_type: 'number_record',
        entity_id: String(ids.INVOICE),
        actor_name: 'Olivia Owner',
        summary: 'Set the next number of INVOICE to INV-001000',
      });
      expect(entry.before).toMatchObject({ next_value: (await settledSampleBills()) + 1 });
      expect(entry.after).toMatchObject({ next_value: 1000 });
    });

    it('never moves back onto a number already used (409 with the sequence, nothing written)', async () => {
      const before = await snapshot();
      for (const next_value of [999, 1, 500]) {
        const res = await call('PUT', `/${ids.INVOICE}`, owner, { prefix: 'INV-', padding: 6, next_value });
        const body = await json<TNumberRecord>(res);
        expect(res.status).toBe(409);
        expect(body.errors?.next_value).toEqual([
          'Numbers up to INV-000999 are already used; the next number can be INV-001000 or later',
        ]);
        expect(body.data).toMatchObject({ next_value: 1000 });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('accepts the next number it already has, changing only the format', async () => {
      const updated = await dataOf<TNumberRecord>(
        await call('PUT', `/${ids.INVOICE}`, owner, { prefix: 'RE-', padding: 8, next_value: 1000 }),
      );
      expect(updated).toMatchObject({ current_number: '00000999', next_formatted: 'RE-00001000' });
      expect((await latestAudit()).summary).toBe('Changed the number format of INVOICE to RE-00001000');
      const back = await dataOf<TNumberRecord>(
        await call('PUT', `/${ids.INVOICE}`, owner, { prefix: 'INV-', padding: 6 }),
      );
      expect(back).toMatchObject({ current_number: '000999', next_formatted: 'INV-001000' });
    });

    it("refuses another sequence's prefix: their numbers could not be told apart", async () => {
      const before = await snapshot();
      const res = await call('PUT', `/${ids.INVOICE}`, owner, { prefix: 'ORD-', padding: 6 });
      expect(res.status).toBe(409);
      expect((await json(res)).errors?.prefix).toEqual(['The prefix ORD- is already used by ORDER']);
      expect(await snapshot()).toEqual(before);
    });

    it('answers 400 with the field for bad input, and writes nothing', async () => {
      const before = await snapshot();
      const cases: [unknown, string][] = [
        [{ prefix: 'INV-', padding: 0 }, 'padding'],
        [{ prefix: 'INV-', padding: 13 }, 'padding'],
        [{ prefix: 'INV-', padding: 'six' }, 'padding'],
        [{ prefix: 'INV-', padding: 6.5 }, 'padding'],
        [{ padding: 6 }, 'prefix'],
        [{ prefix: 'IN V-', padding: 6 }, 'prefix'],
        [{ prefix: 'X'.repeat(21), padding: 6 }, 'prefix'],
        [{ prefix: 'INV-', padding: 6, next_value: 0 }, 'next_value'],
        [{ prefix: 'INV-', padding: 6, next_value: 1500.5 }, 'next_value'],
        [{ prefix: 'INV-', padding: 6, next_value: '1500' }, 'next_value'],
        [{ prefix: 'INV-', padding: 6, next_value: 1_000_000_000 }, 'next_value'],
      ];
      for (const [body, field] of cases) {
        const res = await call('PUT', `/${ids.INVOICE}`, owner, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await json(res)).errors ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      expect((await call('PUT', `/${ids.INVOICE}`, owner, 'not json')).status).toBe(400);
      expect((await call('PUT', '/9999', owner, { prefix: 'A-', padding: 6 })).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('sequences of their own', () => {
    it('creates one, refuses a second for the same entity or prefix, and deletes it', async () => {
      const created = await dataOf<TNumberRecord>(
        await call('POST', '', owner, {
          entity_name: 'RESERVATION',
          prefix: 'RES-',
          padding: 4,
          next_value: 10,
        }),
        201,
      );
      expect(created).toMatchObject({
        entity_name: 'RESERVATION',
        current_number: '0009',
        next_formatted: 'RES-0010',
        built_in: false,
      });
      expect((await latestAudit()).action).toBe('number_record.created');
      const defaults = await dataOf<TNumberRecord>(
        await call('POST', '', owner, { entity_name: 'VOUCHER' }),
        201,
      );
      expect(defaults).toMatchObject({ prefix: '', padding: 6, next_formatted: '000001' });

      const before = await snapshot();
      const twice = await call('POST', '', owner, { entity_name: 'RESERVATION', prefix: 'R-' });
      expect(twice.status).toBe(409);
      expect((await json(twice)).errors?.entity_name).toBeDefined();
      const samePrefix = await call('POST', '', owner, { entity_name: 'TICKET', prefix: 'RES-' });
      expect(samePrefix.status).toBe(409);
      for (const body of [
        {},
        { entity_name: 'reservation' },
        { entity_name: 'A B' },
        { entity_name: 'T', padding: 0 },
      ]) {
        expect((await call('POST', '', owner, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect(await snapshot()).toEqual(before);

      expect((await call('DELETE', `/${created.id}`, owner)).status).toBe(200);
      expect((await call('GET', `/${created.id}`, owner)).status).toBe(404);
      expect(await latestAudit()).toMatchObject({
        action: 'number_record.deleted',
        summary: 'Deleted the number sequence RESERVATION',
      });
      expect((await call('DELETE', `/${created.id}`, owner)).status).toBe(404);
      expect((await call('DELETE', `/${defaults.id}`, owner)).status).toBe(200);
    });

    it("keeps the product's own sequences (409)", async () => {
      const before = await snapshot();
      for (const id of Object.values(ids)) {
        const res = await call('DELETE', `/${id}`, owner);
        expect(res.status).toBe(409);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it('documents every endpoint in /api/openapi.json', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/number-records'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/number-records/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
  });
});
