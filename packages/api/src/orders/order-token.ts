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

/** A phone keeps the tokens of its last 30 orders (web order-tokens.store.ts) and may send them all. */
export const MAX_PRESENTED_TOKENS = 30;
/** Far longer than a token (43 characters), short enough that hashing what is sent costs little. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The tokens of an X-Order-Token header that may carry several, comma-separated (decision 0047):
 * a phone at a table sends those of the orders it placed. 400 beyond MAX_PRESENTED_TOKENS.
 */
export function presentedOrderTokens(header: string | undefined): string[] {
  const tokens = (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  if (tokens.length > MAX_PRESENTED_TOKENS || tokens.some((token) => token.length > MAX_TOKEN_LENGTH)) {
    const message = `At most ${MAX_PRESENTED_TOKENS} order tokens, separated by commas`;
    throw AppError.validation({ 'X-Order-Token': [message] }, message);
  }
  return tokens;
}

/** Whether one of the presented tokens is an order's, for each order asked about; each token is hashed once. */
export async function tokensOpening(
  presented: readonly string[],
): Promise<(storedHash: string | null) => boolean> {
  const hashes = await Promise.all(presented.map(hashToken));
  return (storedHash) =>
    storedHash !== null && hashes.map((hash) => constantTimeEqual(hash, storedHash)).includes(true);
}

/** Compares two hashes without stopping at the first difference, so timing reveals nothing. */
function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}
