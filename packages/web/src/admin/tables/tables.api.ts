import { ZPageOf } from '@tableside/shared/list.schemas';
import {
  type TBenchBulkDeleteResult,
  type TTableQrSettings,
  ZBench,
  ZBenchDetail,
} from '@tableside/shared/tables.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * The table calls of spec admin 7 "Tables" (packages/api/src/tables and branches). Writes are not
 * retried blindly: a repeated create would meet its own name and answer 409.
 */
export type TBenchQuery = Record<string, string | number | boolean | undefined>;
export type TBenchBody = { name: string; seat_capacity: number | null; branch_id: number | null };

const benchPage = ZPageOf(ZBench);
const benchArray = z.array(ZBench);
const qrSettings: z.ZodType<TTableQrSettings> = z.object({ public_url: z.string() });
const deleted: z.ZodType<TBenchBulkDeleteResult> = z.object({ deleted: z.array(z.number()) });

const write = { schema: ZBenchDetail, retry: false } as const;

export const tablesApi = {
  page: async (query: TBenchQuery, signal?: AbortSignal) =>
    (await apiClient.get('/benches', { query, signal, schema: benchPage })).data,
  all: async (query: TBenchQuery, signal?: AbortSignal) =>
    (await apiClient.get('/benches', { query, signal, schema: benchArray })).data,
  detail: async (id: number, signal?: AbortSignal) =>
    (await apiClient.get(`/benches/${id}`, { signal, schema: ZBenchDetail })).data,
  qrSettings: async (signal?: AbortSignal) =>
    (await apiClient.get('/tables/qr-settings', { signal, schema: qrSettings })).data,
  create: async (body: TBenchBody) => (await apiClient.post('/benches', body, write)).data,
  update: async (id: number, body: TBenchBody) => (await apiClient.put(`/benches/${id}`, body, write)).data,
  toggleActive: async (id: number) =>
    (await apiClient.patch(`/benches/${id}/toggle-active`, undefined, write)).data,
  archive: async (id: number) => (await apiClient.post(`/benches/${id}/archive`, undefined, write)).data,
  unarchive: async (id: number, reactivate: boolean) =>
    (await apiClient.post(`/benches/${id}/unarchive`, { reactivate }, write)).data,
  remove: async (ids: number[]) =>
    (await apiClient.post('/benches/bulk-delete', { ids }, { schema: deleted, retry: false })).data,
};
