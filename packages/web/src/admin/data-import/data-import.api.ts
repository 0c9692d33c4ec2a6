import {
  type TImportEntity,
  ZImportApplied,
  ZImportEntityInfo,
  ZImportOutcome,
  ZImportPreview,
} from '@tableside/shared/data-import.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * The import calls of spec admin 7 "Import and enums" (packages/api/src/data-import). A file goes as
 * multipart part `file`, so the server reads and checks it with its limits; a spreadsheet goes as the
 * JSON rows read from it (sheet-files.ts). Imports are not retried
 * blindly: the server's answer says what was written.
 */
const BASE = '/admin/import';
const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const dataImportApi = {
  entities: async (signal?: AbortSignal) =>
    (await apiClient.get(`${BASE}/available-entities`, { signal, schema: z.array(ZImportEntityInfo) })).data,
  importDefaults: async (entity: TImportEntity) =>
    (await apiClient.post(`${BASE}/${entity}`, undefined, { schema: ZImportOutcome, retry: false })).data,
  importAll: async () =>
    (await apiClient.post(`${BASE}/all`, undefined, { schema: z.array(ZImportOutcome), retry: false })).data,
  preview: async (entity: TImportEntity, file: File) =>
    (
      await apiClient.post(`${BASE}/${entity}/preview`, fileForm(file), {
        schema: ZImportPreview,
        retry: false,
      })
    ).data,
  apply: async (entity: TImportEntity, file: File, skipInvalid: boolean) =>
    (
      await apiClient.post(`${BASE}/${entity}/apply`, fileForm(file), {
        query: { skip_invalid: skipInvalid },
        schema: ZImportApplied,
        retry: false,
      })
    ).data,
};
