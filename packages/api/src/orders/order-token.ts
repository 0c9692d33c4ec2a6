import { AppError } from '@tableside/shared/errors';
import { hashToken, randomToken } from '../auth/opaque-token.ts';

/**
 * The order token (DESIGN 3): 32 random bytes handed to the guest once, when the order is submitted;
 * only its SHA-256 is stored. Whoever holds it may add to or change that one order.
 */
export async function newOrderToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken();
  return { token, hash: await hashToken(token) };
}

/** 401 without a token, 403 with a wrong one (or for an order that never had one, e.g. a staff order). */
export async function assertOrderToken(
  presented: string | undefined,
  storedHash: string | null,
): Promise<void> {
  if (!presented) throw new AppError('UNAUTHORIZED', 'Order token is required');
  if (!(await orderTokenMatches(presented, storedHash))) {
    throw new AppError('FORBIDDEN', 'Order token is invalid');
  }
}

/** Whether a presented token is the order's; false without one, or for an order that never had one. */
export async function orderTokenMatches(
  presented: string | undefined,
  storedHash: string | null,
): Promise<boolean> {
  if (!presented || storedHash === null) return false;
  return constantTimeEqual(await hashToken(presented), storedHash);
}

/** Compares two hashes without stopping at the first difference, so timing reveals nothing. */
function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}
