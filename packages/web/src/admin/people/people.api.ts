import {
  type TClaimCreate,
  type TRoleCreate,
  type TRoleUpdate,
  type TUserCreate,
  type TUserUpdate,
  ZAccessExplanation,
  ZClaim,
  ZRole,
  ZRoleHierarchy,
  ZUser,
} from '@tableside/shared/access.schemas';
import { ZAuditEntry } from '@tableside/shared/audit.schemas';
import { ZPageOf } from '@tableside/shared/list.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * The people and access calls (spec admin 7 "Users and access"; packages/api/src/people). Writes are
 * never retried blindly: a repeated create would meet its own email and answer 409.
 */
export type TPeopleQuery = Record<string, string | number | boolean | undefined>;

const userPage = ZPageOf(ZUser);
const auditEntryPage = ZPageOf(ZAuditEntry);
const roleArray = z.array(ZRole);
const claimArray = z.array(ZClaim);
const hierarchyArray = z.array(ZRoleHierarchy);
const nothing = z.null();

const userWrite = { schema: ZUser, retry: false } as const;
const roleWrite = { schema: ZRole, retry: false } as const;

/** The audit trail's entity types of people and access (api/src/people: users, roles, claims, links). */
export const PEOPLE_AUDIT_ENTITY_TYPES = [
  'user',
  'role',
  'claim',
  'user_roles',
  'user_claims',
  'role_claims',
  'role_hierarchies',
] as const;

export const peopleApi = {
  users: async (query: TPeopleQuery, signal?: AbortSignal) =>
    (await apiClient.get('/users', { query, signal, schema: userPage })).data,
  user: async (id: number, signal?: AbortSignal) =>
    (await apiClient.get(`/users/${id}`, { signal, schema: ZUser })).data,
  userAccess: async (id: number, signal?: AbortSignal) =>
    (await apiClient.get(`/users/${id}/access`, { signal, schema: ZAccessExplanation })).data,
  createUser: async (body: TUserCreate) => (await apiClient.post('/users', body, userWrite)).data,
  updateUser: async (id: number, body: TUserUpdate) =>
    (await apiClient.put(`/users/${id}`, body, userWrite)).data,
  deleteUser: async (id: number) =>
    (await apiClient.delete(`/users/${id}`, { schema: nothing, retry: false })).data,
  /** Mails a new invitation (a link to choose a password); the earlier links stop working. */
  inviteUser: async (id: number) => (await apiClient.post(`/users/${id}/invite`, undefined, userWrite)).data,
  /** Mails a password-reset link; the user's sessions go on until they use it. */
  sendPasswordReset: async (id: number) =>
    (await apiClient.post(`/users/${id}/reset-password`, undefined, userWrite)).data,
  /** Replaces the claims granted to the user directly (beside their roles). */
  setUserPermissions: async (id: number, permissions: string[]) =>
    (await apiClient.put(`/users/${id}/permissions`, { permissions }, userWrite)).data,

  roles: async (signal?: AbortSignal) => (await apiClient.get('/roles', { signal, schema: roleArray })).data,
  roleAccess: async (id: number, signal?: AbortSignal) =>
    (await apiClient.get(`/roles/${id}/access`, { signal, schema: ZAccessExplanation })).data,
  createRole: async (body: TRoleCreate) => (await apiClient.post('/roles', body, roleWrite)).data,
  updateRole: async (id: number, body: TRoleUpdate) =>
    (await apiClient.put(`/roles/${id}`, body, roleWrite)).data,
  deleteRole: async (id: number) =>
    (await apiClient.delete(`/roles/${id}`, { schema: nothing, retry: false })).data,

  claims: async (signal?: AbortSignal) =>
    (await apiClient.get('/claims', { signal, schema: claimArray })).data,
  createClaim: async (body: TClaimCreate) =>
    (await apiClient.post('/claims', body, { schema: ZClaim, retry: false })).data,

  hierarchy: async (signal?: AbortSignal) =>
    (await apiClient.get('/role-hierarchies', { signal, schema: hierarchyArray })).data,
  linkRoles: async (parentRoleId: number, childRoleId: number) =>
    (
      await apiClient.post(
        '/role-hierarchies',
        { parent_role_id: parentRoleId, child_role_id: childRoleId },
        { schema: ZRoleHierarchy, retry: false },
      )
    ).data,
  unlinkRoles: async (hierarchyId: number) =>
    (await apiClient.delete(`/role-hierarchies/${hierarchyId}`, { schema: nothing, retry: false })).data,

  /** One page of the changes to people and access, newest first (audit.read). */
  auditPage: async (query: TPeopleQuery, signal?: AbortSignal) =>
    (
      await apiClient.get('/audit-log', {
        query: { ...query, entity_type_in: PEOPLE_AUDIT_ENTITY_TYPES.join(',') },
        signal,
        schema: auditEntryPage,
      })
    ).data,
};
