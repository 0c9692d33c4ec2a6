import { type TBranchInput, ZBranch } from '@tableside/shared/tables.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/** The Locations screen's writes (packages/api/src/branches); not retried blindly. */
const write = { schema: ZBranch, retry: false } as const;
const removed = z.object({ id: z.number() });

export const locationsApi = {
  create: async (body: TBranchInput) => (await apiClient.post('/branches', body, write)).data,
  update: async (id: number, body: TBranchInput) =>
    (await apiClient.put(`/branches/${id}`, body, write)).data,
  archive: async (id: number) => (await apiClient.post(`/branches/${id}/archive`, undefined, write)).data,
  unarchive: async (id: number) => (await apiClient.post(`/branches/${id}/unarchive`, undefined, write)).data,
  remove: async (id: number) =>
    (await apiClient.delete(`/branches/${id}`, { schema: removed, retry: false })).data,
};
