import { ZIdParams } from '@tableside/shared/list.schemas';
import { ZNumberRecordCreate, ZNumberRecordUpdate } from '@tableside/shared/number-records.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { listNumberRecords, NUMBER_RECORD_LIST_SPEC } from './number-sequences.repository.ts';
import {
  changeNumberRecord,
  createNumberRecord,
  getNumberRecord,
  removeNumberRecord,
} from './number-sequences.service.ts';

const VIEW =
  'Each sequence answers its prefix, padding, current_number (the last number handed out, zero-padded ' +
  'text), current_value, next_value, last_formatted and next_formatted (e.g. ORD-000042).';

/**
 * spec (admin 7 "Settings and master data", 9 "Number records"): /number-records. Anyone in the
 * admin area may read them (staff see the numbers on orders anyway); changes are master-data work.
 */
export const numberRecordsRouter = new ApiRouter('Number sequences')
  .get(
    '/',
    {
      summary: 'List number sequences',
      description: `Filter entity_name (ORDER, INVOICE, CUSTOMER); also prefix, padding, current_value. With \`page\`, a paged result. ${VIEW}`,
      access: 'admin.access',
      query: listQuerySchema(NUMBER_RECORD_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listNumberRecords(c.get('deps').db, query)),
  )
  .post(
    '/',
    {
      summary: 'Create a number sequence',
      description: `entity_name (capitals, unique: 409), prefix (unique when not empty: 409), padding 1–12 (6), next_value (1). ${VIEW}`,
      access: 'master_data.manage',
      body: ZNumberRecordCreate,
    },
    async (c, { body, principal }) =>
      created(
        c,
        await createNumberRecord(c.get('deps'), body, requirePrincipal(principal)),
        'Number sequence created',
      ),
  )
  .get(
    '/:id',
    { summary: 'One number sequence', description: VIEW, access: 'admin.access', params: ZIdParams },
    async (c, { params }) => ok(c, await getNumberRecord(c.get('deps').db, params.id)),
  )
  .put(
    '/:id',
    {
      summary: 'Change a number sequence',
      description:
        'Replaces prefix and padding (numbers already handed out keep theirs). next_value, when sent, ' +
        `moves the counter forward; a number already handed out answers 409 with the sequence as data. ${VIEW}`,
      access: 'master_data.manage',
      params: ZIdParams,
      body: ZNumberRecordUpdate,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await changeNumberRecord(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Number sequence updated',
      ),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a number sequence',
      description: 'ORDER, INVOICE and CUSTOMER are used by Tableside and answer 409.',
      access: 'master_data.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) => {
      await removeNumberRecord(c.get('deps'), params.id, requirePrincipal(principal));
      return ok(c, null, 'Number sequence deleted');
    },
  );
