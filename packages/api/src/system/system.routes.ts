import { ENUMS, type TEnumName } from '@tableside/shared/enums.schemas';
import { AppError } from '@tableside/shared/errors';
import { z } from 'zod';
import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';

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
      // Own names only: 'constructor' or 'toString' name no enumeration.
      if (!Object.hasOwn(ENUMS, params.name)) throw AppError.notFound('Enum', params.name);
      return ok(c, ENUMS[params.name as TEnumName]);
    },
  );
