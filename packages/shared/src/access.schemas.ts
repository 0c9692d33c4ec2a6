import { z } from 'zod';
import { ZEmail, ZPassword } from './auth.schemas.ts';
import { MAX_ID } from './list.schemas.ts';

/**
 * People and access (spec admin 3, 6, 7 "Users and access"): users, roles, claims (the product's
 * permissions) and the four link resources between them. The web forms validate with the same
 * schemas, so the messages below are what an owner reads under a field.
 */
export const ACCESS_LIMITS = { name: 100, roleName: 50, description: 300, claimName: 60 } as const;

const ZRef = (what: string) =>
  z
    .number({ error: `Choose a ${what}` })
    .int(`Choose a ${what}`)
    .positive(`Choose a ${what}`)
    .max(MAX_ID, `Choose a ${what}`);

const ZPersonName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(ACCESS_LIMITS.name, `At most ${ACCESS_LIMITS.name} characters`);

const ZDescription = z
  .string({ error: 'Expected text' })
  .trim()
  .max(ACCESS_LIMITS.description, `At most ${ACCESS_LIMITS.description} characters`)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

// Users -----------------------------------------------------------------------------------------

/**
 * A user as every endpoint answers it; never a password hash or a token. `roles` and
 * `direct_permissions` are what was granted to the user; `effective_roles` and `permissions` what
 * they may do, through the role hierarchy (the session user carries the same two lists).
 */
export const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  /** Roles granted to the user directly (names), and their ids in the same order. */
  roles: z.array(z.string()),
  role_ids: z.array(z.number().int()),
  /** Claims granted to the user directly, beside their roles. */
  direct_permissions: z.array(z.string()),
  /** Every role the user has, inherited ones included. */
  effective_roles: z.array(z.string()),
  /** Every permission the user has. */
  permissions: z.array(z.string()),
  last_login_at: z.string().nullable(),
  /** Invited and has not chosen a password yet. */
  invitation_pending: z.boolean(),
  /** Locked after too many wrong passwords, until this time. */
  locked_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * Why a user or role has each permission (GET /users/{id}/access, GET /roles/{id}/access): every
 * source, as the chain of roles from one held directly down to the role granting it; an empty chain
 * means the permission was granted to the user directly.
 */
export const ZAccessExplanation = z.object({
  permissions: z.array(
    z.object({
      name: z.string(),
      sources: z.array(z.object({ via: z.array(z.string()) })),
    }),
  ),
});
export type TAccessExplanation = z.infer<typeof ZAccessExplanation>;

/**
 * POST /users. Without `password` the new user gets an invitation mail (a single-use link to choose
 * one); with it, they sign in with that password. Without `role_ids` the user gets the role of
 * USER_PERMISSIONS.DEFAULT_STAFF_ROLE.
 */
export const ZUserCreate = z.object({
  name: ZPersonName,
  email: ZEmail,
  password: ZPassword.optional(),
  role_ids: z.array(ZRef('role'), { error: 'Expected a list of roles' }).max(20).optional(),
  is_active: z.boolean({ error: 'Expected true or false' }).optional(),
});
export type TUserCreate = z.output<typeof ZUserCreate>;

/** PUT /users/{id}: every field optional, absent ones stay as they are. `role_ids` replaces the roles. */
export const ZUserUpdate = z.object({
  name: ZPersonName.optional(),
  email: ZEmail.optional(),
  password: ZPassword.optional(),
  role_ids: z.array(ZRef('role'), { error: 'Expected a list of roles' }).max(20).optional(),
  is_active: z.boolean({ error: 'Expected true or false' }).optional(),
});
export type TUserUpdate = z.output<typeof ZUserUpdate>;

// Roles and claims --------------------------------------------------------------------------------

export const ZRole = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** One of the product's roles (OWNER, MANAGER, WAITER, KITCHEN): it cannot be renamed. */
  seeded: z.boolean(),
  /** Claims granted to this role directly. */
  permissions: z.array(z.string()),
  /** Everything a holder of the role may do, through the roles it contains. */
  effective_permissions: z.array(z.string()),
  /** Roles this role contains (it grants their permissions too), and roles that contain it. */
  child_role_ids: z.array(z.number().int()),
  parent_role_ids: z.array(z.number().int()),
  /** Users who hold the role directly. */
  user_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

/** Role names are what staff see on the team screen: letters, digits, space, _ and -. */
export const ZRoleName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(ACCESS_LIMITS.roleName, `At most ${ACCESS_LIMITS.roleName} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'Use letters, digits, spaces, _ and - only');

/** POST /roles; `permissions` are claim names, granted with the role. */
export const ZRoleCreate = z.object({
  name: ZRoleName,
  description: ZDescription,
  permissions: z.array(z.string().min(1).max(ACCESS_LIMITS.claimName)).max(200).optional(),
});
export type TRoleCreate = z.output<typeof ZRoleCreate>;

/** PUT /roles/{id}; `permissions` replaces the role's own claims. */
export const ZRoleUpdate = ZRoleCreate.partial();
export type TRoleUpdate = z.output<typeof ZRoleUpdate>;

export const ZClaim = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** One of the product's permissions (shared/permissions.ts): it cannot be renamed or deleted. */
  built_in: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TClaim = z.infer<typeof ZClaim>;

/** Claim names read area.action: lower case, digits and _ around one dot. */
export const ZClaimName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(ACCESS_LIMITS.claimName, `At most ${ACCESS_LIMITS.claimName} characters`)
  .regex(/^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/, "Use the form area.action, e.g. 'reports.export'");

export const ZClaimCreate = z.object({ name: ZClaimName, description: ZDescription });
export type TClaimCreate = z.output<typeof ZClaimCreate>;
export const ZClaimUpdate = ZClaimCreate.partial();
export type TClaimUpdate = z.output<typeof ZClaimUpdate>;

// Link resources ------------------------------------------------------------------------------------

const ZLink = <A extends string, B extends string>(a: A, b: B) =>
  z.object({ id: z.number().int(), created_at: z.string() }).extend({
    [a]: z.number().int(),
    [b]: z.number().int(),
  } as Record<A | B, z.ZodNumber>);

export const ZUserRole = ZLink('user_id', 'role_id');
export type TUserRole = z.infer<typeof ZUserRole>;
export const ZUserClaim = ZLink('user_id', 'claim_id');
export type TUserClaim = z.infer<typeof ZUserClaim>;
export const ZRoleClaim = ZLink('role_id', 'claim_id');
export type TRoleClaim = z.infer<typeof ZRoleClaim>;
/** The parent role contains the child: whoever holds the parent also has the child's permissions. */
export const ZRoleHierarchy = ZLink('parent_role_id', 'child_role_id');
export type TRoleHierarchy = z.infer<typeof ZRoleHierarchy>;

export const ZUserRoleInput = z.object({ user_id: ZRef('user'), role_id: ZRef('role') });
export type TUserRoleInput = z.output<typeof ZUserRoleInput>;
export const ZUserClaimInput = z.object({ user_id: ZRef('user'), claim_id: ZRef('permission') });
export type TUserClaimInput = z.output<typeof ZUserClaimInput>;
export const ZRoleClaimInput = z.object({ role_id: ZRef('role'), claim_id: ZRef('permission') });
export type TRoleClaimInput = z.output<typeof ZRoleClaimInput>;
export const ZRoleHierarchyInput = z.object({
  parent_role_id: ZRef('role'),
  child_role_id: ZRef('role'),
});
export type TRoleHierarchyInput = z.output<typeof ZRoleHierarchyInput>;
