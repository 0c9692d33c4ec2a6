import {
  CUSTOMIZATION_TYPES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  TAG_TYPES,
  TIME_PERIODS,
} from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import { ORDER_STATUSES } from '@tableside/shared/order-status';
import { z } from 'zod';
import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';

const ENUMS: Record<string, readonly string[]> = {
  OrderStatus: ORDER_STATUSES,
  PaymentMethod: PAYMENT_METHODS,
  OrderType: ORDER_TYPES,
  TagType: TAG_TYPES,
  CustomizationType: CUSTOMIZATION_TYPES,
  TimePeriod: TIME_PERIODS,
};

export const healthRouter = new ApiRouter('System').get(
  '/',
  { summary: 'Is the API up?', access: 'public' },
  (c) => ok(c, { status: 'ok', version: c.get('deps').version }),
);

export const enumsRouter = new ApiRouter('System')
  .get('/', { summary: 'All enumerations and their values', access: 'public' }, (c) => ok(c, ENUMS))
  .get(
    '/:name',
    {
      summary: 'Values of one enumeration',
      access: 'public',
      params: z.object({ name: z.string().min(1).max(60) }),
    },
    (c, { params }) => {
      const values = ENUMS[params.name];
      if (!values) throw AppError.notFound('Enum', params.name);
      return ok(c, values);
    },
  );
