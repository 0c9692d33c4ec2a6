import { AppError } from '@tableside/shared/errors';
import { ZIdParams } from '@tableside/shared/list.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { findTax, listActiveTaxes, listTaxes, TAX_LIST_SPEC } from './taxes.repository.ts';

/**
 * spec admin 7 "Settings and master data": the taxes staff pick for a menu item. Reads only, for
 * anyone in the admin area; changing rates is master-data work (not built yet).
 */
export const taxesRouter = new ApiRouter('Taxes')
  .get(
    '/',
    {
      summary: 'List taxes',
      description: 'Rates in percent (8 means 8 %). With `page`, a paged result.',
      access: 'admin.access',
      query: listQuerySchema(TAX_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listTaxes(c.get('deps').db, query)),
  )
  .get('/active', { summary: 'List active taxes', access: 'admin.access' }, async (c) =>
    ok(c, await listActiveTaxes(c.get('deps').db)),
  )
  .get('/:id', { summary: 'Get a tax', access: 'admin.access', params: ZIdParams }, async (c, { params }) => {
    const tax = await findTax(c.get('deps').db, params.id);
    if (!tax) throw AppError.notFound('Tax', params.id);
    return ok(c, tax);
  });
