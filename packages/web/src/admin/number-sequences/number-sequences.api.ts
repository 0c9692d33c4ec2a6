import { type TNumberRecordUpdate, ZNumberRecord } from '@tableside/shared/number-records.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * The number sequence calls (packages/api/src/number-sequences). A write is not retried blindly:
 * moving a counter forward twice is not what anyone asked for.
 */
const recordArray = z.array(ZNumberRecord);

export const numberSequencesApi = {
  list: async (signal?: AbortSignal) =>
    (await apiClient.get('/number-records', { signal, schema: recordArray })).data,
  update: async (id: number, body: TNumberRecordUpdate) =>
    (await apiClient.put(`/number-records/${id}`, body, { schema: ZNumberRecord, retry: false })).data,
};
