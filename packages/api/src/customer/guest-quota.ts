import { AppError } from '@tableside/shared/errors';
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../auth/client-address.ts';
import type { TApiDeps } from '../deps.ts';
import type { TApiEnv } from '../http/env.ts';
import type { TRateLimitHit } from '../http/rate-limiter.ts';

/**
 * The quotas of the guests' public writes a table shares: orders, waiter calls, bill changes
 * (decision 0047). An accepted write counts once against its table and once against its sender's
 * address. A refused one (any 4xx: bad input, unknown item, closed table, 409, 429) costs the table
 * nothing and counts against the sender's address on a limit of its own, so no one can spend a
 * table's quota without writing what staff then see.
 */
export type TLimit = { limit: number; windowMs: number };

export type TGuestQuota = {
  /** Names the counters: `{name}:bench:{id}`, `{name}:address:{address}`, `{name}:refused:{address}`. */
  name: string;
  perBench: TLimit;
  perAddress: TLimit;
  refusedPerAddress: TLimit;
  /** The 429 of a table or an address that has used its quota. */
  message: string;
};

export const TOO_MANY_REFUSED_MESSAGE =
  'Too many refused requests from this network. Please wait a few minutes.';

/** What a write holds while it runs: the address's slot, and the table's once charged. */
export type TGuestWrite = {
  /** Takes the table's slot, at the last step before the write; 429 when the table has used its quota. */
  chargeTable(benchId: number): Promise<void>;
  /** Gives back every slot taken: the write was refused, or it turned out to write nothing new. */
  refund(): Promise<void>;
};

/**
 * Runs a guest's write on the quota. The address's slot is taken first, so a burst from one address
 * runs at most its limit at once; the table's when `work` has checked everything it can. A throw
 * gives both back; a write that succeeds keeps them.
 */
export async function withGuestQuota<T>(
  deps: TApiDeps,
  quota: TGuestQuota,
  address: string,
  work: (write: TGuestWrite) => Promise<T>,
): Promise<T> {
  const taken: TRateLimitHit[] = [];
  const take = async (key: string, { limit, windowMs }: TLimit) => {
    const hit = await deps.rateLimiter.take(key, limit, windowMs);
    taken.push(hit);
    if (!hit.allowed) throw new AppError('RATE_LIMITED', quota.message);
  };
  const write: TGuestWrite = {
    chargeTable: (benchId) => take(`${quota.name}:bench:${benchId}`, quota.perBench),
    async refund() {
      await Promise.all(taken.splice(0).map((hit) => hit.undo()));
    },
  };
  try {
    await take(`${quota.name}:address:${address}`, quota.perAddress);
    return await work(write);
  } catch (error) {
    await write.refund();
    throw error;
  }
}

/**
 * The route side of a quota: every 4xx answer of the route, its body's validation included, counts
 * against the sender's address, and an address at its limit is refused (429) before anything is read.
 */
export function countGuestRefusals(quota: TGuestQuota): MiddlewareHandler<TApiEnv> {
  return async (c, next) => {
    const { rateLimiter } = c.get('deps');
    const key = `${quota.name}:refused:${clientAddress(c)}`;
    const { limit, windowMs } = quota.refusedPerAddress;
    if (!(await rateLimiter.allows(key, limit))) throw new AppError('RATE_LIMITED', TOO_MANY_REFUSED_MESSAGE);
    await next();
    if (c.res.status >= 400 && c.res.status < 500) await rateLimiter.hit(key, limit, windowMs);
  };
}
