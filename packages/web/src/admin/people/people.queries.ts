import { queryOptions } from '@tanstack/react-query';
import { peopleApi, type TPeopleQuery } from './people.api.ts';

/**
 * Every people query sits under ['people'], so any write (a role change alters what users may do)
 * invalidates users, roles, claims and the hierarchy at once.
 */
export const peopleQueries = {
  all: () => ['people'] as const,
  users: (query: TPeopleQuery) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'users', query],
      queryFn: ({ signal }) => peopleApi.users(query, signal),
    }),
  user: (id: number) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'user', id],
      queryFn: ({ signal }) => peopleApi.user(id, signal),
    }),
  userAccess: (id: number) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'user', id, 'access'],
      queryFn: ({ signal }) => peopleApi.userAccess(id, signal),
    }),
  roles: () =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'roles'],
      queryFn: ({ signal }) => peopleApi.roles(signal),
    }),
  roleAccess: (id: number) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'role', id, 'access'],
      queryFn: ({ signal }) => peopleApi.roleAccess(id, signal),
    }),
  claims: () =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'claims'],
      queryFn: ({ signal }) => peopleApi.claims(signal),
    }),
  hierarchy: () =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'hierarchy'],
      queryFn: ({ signal }) => peopleApi.hierarchy(signal),
    }),
  /** Under ['people'] too, so the history shows a change as soon as the write that made it settles. */
  audit: (query: TPeopleQuery) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'audit', query],
      queryFn: ({ signal }) => peopleApi.auditPage(query, signal),
    }),
};
