import { sign, verify } from 'hono/jwt';
import type { TPrincipal } from '../http/env.ts';

/** Short-lived JWT (HS256) carrying who the caller is and what they may do. */
type TAccessClaims = {
  sub: string;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  /** The refresh-token family (sign-in session) this token was issued for, if any. */
  sid?: string;
  iat: number;
  exp: number;
};

export async function signAccessToken(
  principal: TPrincipal,
  secret: string,
  now: Date,
  ttlSeconds: number,
  sessionId?: string,
) {
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
  if (sessionId) claims.sid = sessionId;
  return sign(claims, secret, 'HS256');
}

/**
 * Tokens whose signature was checked, with the secret it was checked against: the HMAC (and the key
 * import hono/jwt does for it) ran on every request, although a client sends the same token for up
 * to 15 minutes (docs/decisions/0027-order-write-path.md). Only a signature that verified is kept,
 * and only for the same secret; the time claims are still checked on every call. Bounded: the
 * oldest entries go first.
 */
const VERIFIED_TOKENS_MAX = 1000;
const verifiedTokens = new Map<string, { secret: string; claims: Readonly<Partial<TAccessClaims>> }>();

async function verifiedSignature(token: string, secret: string): Promise<Readonly<Partial<TAccessClaims>>> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) return known.claims;
  const options = { alg: 'HS256', exp: false, iat: false, nbf: false } as const;
  const claims = (await verify(token, secret, options)) as Partial<TAccessClaims>;
  if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) {
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(token, { secret, claims });
  return claims;
}

async function verifyClaims(
  token: string,
  secret: string,
  now: Date,
): Promise<Readonly<Partial<TAccessClaims>> | null> {
  try {
    // Time claims are checked against the injected clock below, not the machine's: tests, the demo
    // and any host with its own notion of "now" must agree with the rest of the API.
    const claims = await verifiedSignature(token, secret);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    if (typeof claims.iat === 'number' && claims.iat * 1000 > now.getTime() + 60_000) return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * Returns the principal of a valid token, when it was issued (seconds) and its sign-in session, or
 * null for a missing, malformed, forged or expired one.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<(TPrincipal & { issuedAt: number; sessionId: string | null }) | null> {
  const claims = await verifyClaims(token, secret, now);
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isInteger(id)) return null;
  return {
    id,
    name: String(claims.name ?? ''),
    email: String(claims.email ?? ''),
    roles: Array.isArray(claims.roles) ? claims.roles.map(String) : [],
    permissions: Array.isArray(claims.permissions) ? claims.permissions.map(String) : [],
    issuedAt: typeof claims.iat === 'number' ? claims.iat : 0,
    sessionId: typeof claims.sid === 'string' ? claims.sid : null,
  };
}

/**
 * The sign-in session of a valid token, so a password change can keep the caller's own session
 * while it revokes every other one (DESIGN.md section 3).
 */
export async function accessTokenSessionId(token: string, secret: string, now: Date): Promise<string | null> {
  const claims = await verifyClaims(token, secret, now);
  return typeof claims?.sid === 'string' ? claims.sid : null;
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
