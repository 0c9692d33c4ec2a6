import { sign, verify } from 'hono/jwt';
import type { TPrincipal } from '../http/env.ts';

/** Short-lived JWT (HS256) carrying who the caller is and what they may do. */
type TAccessClaims = {
  sub: string;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  iat: number;
  exp: number;
};

export async function signAccessToken(principal: TPrincipal, secret: string, now: Date, ttlSeconds: number) {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TAccessClaims = {
    sub: String(principal.id),
    name: principal.name,
    email: principal.email,
    roles: principal.roles,
    permissions: principal.permissions,
    iat,
    exp: iat + ttlSeconds,
  };
  return sign(claims, secret, 'HS256');
}

/** Returns the principal of a valid token, or null for a missing, malformed, forged or expired one. */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<TPrincipal | null> {
  try {
    const claims = (await verify(token, secret, 'HS256')) as Partial<TAccessClaims>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) return null;
    return {
      id,
      name: String(claims.name ?? ''),
      email: String(claims.email ?? ''),
      roles: Array.isArray(claims.roles) ? claims.roles.map(String) : [],
      permissions: Array.isArray(claims.permissions) ? claims.permissions.map(String) : [],
    };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
