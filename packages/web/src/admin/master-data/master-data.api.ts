import { ZPageOf } from '@tableside/shared/list.schemas';
import {
  MASTER_DATA_SCHEMAS,
  type TMasterDataInputs,
  type TMasterDataKind,
  type TUnitSystem,
} from '@tableside/shared/master-data.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';
import type { TQueryValue } from '../../lib/http/http-client.ts';

/**
 * The master data calls of spec admin 7 "Settings and master data" (packages/api/src/master-data):
 * /languages, /currencies, /taxes, /countries, /units, /banks, all alike. Writes are not retried
 * blindly: a repeated create would meet its own code and answer 409.
 */
export type TMasterQuery = Record<string, TQueryValue>;

/** A record of any kind: each kind's answer has its own few of the optional fields. */
export type TMasterRecord = {
  id: number;
  name: string;
  is_active: boolean;
  code?: string | null;
  symbol?: string | null;
  /** A tax's rate in percent. */
  value?: number;
  system?: TUnitSystem | null;
  country_code?: string | null;
};

/** What POST and PUT take, checked by the kind's shared schema before it is sent. */
export type TMasterBody = TMasterDataInputs[TMasterDataKind];

const recordOf = (kind: TMasterDataKind): z.ZodType<TMasterRecord> => MASTER_DATA_SCHEMAS[kind].record;
const write = (kind: TMasterDataKind) => ({ schema: recordOf(kind), retry: false }) as const;

export const masterDataApi = {
  page: async (kind: TMasterDataKind, query: TMasterQuery, signal?: AbortSignal) =>
    (await apiClient.get(`/${kind}`, { query, signal, schema: ZPageOf(recordOf(kind)) })).data,
  all: async (kind: TMasterDataKind, query: TMasterQuery, signal?: AbortSignal) =>
    (await apiClient.get(`/${kind}`, { query, signal, schema: z.array(recordOf(kind)) })).data,
  create: async (kind: TMasterDataKind, body: TMasterBody) =>
    (await apiClient.post(`/${kind}`, body, write(kind))).data,
  update: async (kind: TMasterDataKind, id: number, body: TMasterBody) =>
    (await apiClient.put(`/${kind}/${id}`, body, write(kind))).data,
  toggleActive: async (kind: TMasterDataKind, id: number) =>
    (await apiClient.patch(`/${kind}/${id}/toggle-active`, undefined, write(kind))).data,
  remove: async (kind: TMasterDataKind, id: number) => {
    await apiClient.delete(`/${kind}/${id}`, { retry: false });
  },
};
