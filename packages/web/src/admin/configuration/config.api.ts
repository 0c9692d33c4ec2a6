import type {
  TConfigFile,
  TConfigGroupView,
  TConfigImportResult,
  TConfigSettingView,
  TConfigUploadResult,
  TConfigView,
} from '@tableside/shared/config.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * The configuration calls (spec admin 7 "Configuration" and issue 10: import, export, upload).
 * Writes are never retried: a reset or an import repeated after a lost answer is harmless, but a
 * bulk save repeated after a newer edit is not.
 */
export type TConfigImportBody = Pick<TConfigFile, 'settings'> & Partial<Omit<TConfigFile, 'settings'>>;
export type TTaxChoice = { id: number; name: string; value: number; is_active: boolean };

// The screens trust the shapes of shared/config.schemas.ts; only the taxes list comes from
// another area, so it is checked.
const taxChoices = z.array(
  z.object({ id: z.number(), name: z.string(), value: z.number(), is_active: z.boolean() }),
);

const write = { retry: false } as const;

export const configApi = {
  all: async (signal?: AbortSignal) => (await apiClient.get<TConfigView>('/config', { signal })).data,
  group: async (group: string, signal?: AbortSignal) =>
    (await apiClient.get<TConfigGroupView>(`/config/group/${group}`, { signal })).data,
  saveBulk: async (settings: { key: string; value: string }[]) =>
    (await apiClient.put<TConfigSettingView[]>('/config/bulk', { settings }, write)).data,
  resetKey: async (key: string) =>
    (await apiClient.post<TConfigSettingView>(`/config/reset/${key}`, undefined, write)).data,
  resetGroup: async (group: string) =>
    (await apiClient.post<TConfigSettingView[]>(`/config/reset/group/${group}`, undefined, write)).data,
  resetAll: async () =>
    (await apiClient.post<TConfigSettingView[]>('/config/reset/all', undefined, write)).data,
  upload: async (key: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await apiClient.post<TConfigUploadResult>('/config/upload', form, { ...write, query: { key } }))
      .data;
  },
  previewImport: async (body: TConfigImportBody) =>
    (await apiClient.post<TConfigImportResult>('/config/import/preview', body, write)).data,
  applyImport: async (body: TConfigImportBody) =>
    (await apiClient.post<TConfigImportResult>('/config/import', body, write)).data,
  /** Active taxes for the MENU.DEFAULT_TAX_ID picker (packages/api/src/master-data/master-data.routes.ts). */
  activeTaxes: async (signal?: AbortSignal) =>
    (await apiClient.get('/taxes/active', { signal, schema: taxChoices })).data,
};
