import { PAYMENT_METHODS } from '@tableside/shared/constants';
import { ENUMS } from '@tableside/shared/enums.schemas';
import { ORDER_STATUSES } from '@tableside/shared/order-status';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, request } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

describe('GET /enums (spec admin 7 "Import and enums")', () => {
  let ctx: TTestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  it('answers every enumeration to anyone, from the lists the server checks with', async () => {
    const res = await request(ctx.app, 'GET', '/enums');
    expect(res.status).toBe(200);
    const { data } = await json<Record<string, string[]>>(res);
    expect(data).toEqual(ENUMS);
    expect(data.OrderStatus).toEqual([...ORDER_STATUSES]);
    expect(data.PaymentMethod).toEqual([...PAYMENT_METHODS]);
    expect(data.OrderType).toEqual(['DINE_IN', 'TAKEAWAY', 'DELIVERY']);
  });

  it('answers one enumeration by name', async () => {
    const res = await request(ctx.app, 'GET', '/enums/PaymentMethod');
    expect(res.status).toBe(200);
    expect((await json<string[]>(res)).data).toEqual([...PAYMENT_METHODS]);
  });

  it.each(['Nope', 'constructor', 'toString'])(
    'answers 404 for a name that is no enumeration: %s',
    async (name) => {
      const res = await request(ctx.app, 'GET', `/enums/${name}`);
      expect(res.status).toBe(404);
      const body = await json(res);
      expect(body.code).toBe('NOT_FOUND');
      expect(body.message).toBe(`Enum ${name} not found`);
    },
  );
});
