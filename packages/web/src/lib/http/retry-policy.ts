/**
 * spec (customer 7, 'Retry behaviour'; admin 9): up to 3 attempts; retried on network failure
 * (status 0), 5xx, 408 and 429; backoff from 1000 ms doubling, capped at 10000 ms, plus up to
 * 10 % jitter. Order calls back off by 1.5, are capped at 5000 ms and are never retried on 400,
 * 401 or 403.
 */
export type TRetryPolicy = {
  maxAttempts: number;
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
  jitterRatio: number;
  neverRetryStatuses: readonly number[];
};

export const DEFAULT_RETRY_POLICY: TRetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 1000,
  factor: 2,
  maxDelayMs: 10_000,
  jitterRatio: 0.1,
  neverRetryStatuses: [],
};

export const ORDER_RETRY_POLICY: TRetryPolicy = {
  ...DEFAULT_RETRY_POLICY,
  factor: 1.5,
  maxDelayMs: 5000,
  neverRetryStatuses: [400, 401, 403],
};

/** Order calls are the public and the staff order endpoints. */
export function isOrderCall(path: string): boolean {
  return path.startsWith('/customer/orders') || path.startsWith('/customer-orders');
}

export function retryPolicyFor(path: string): TRetryPolicy {
  return isOrderCall(path) ? ORDER_RETRY_POLICY : DEFAULT_RETRY_POLICY;
}

/** Whether a failure with this status may be tried again; 0 stands for "no response". */
export function isRetryableStatus(policy: TRetryPolicy, status: number): boolean {
  if (policy.neverRetryStatuses.includes(status)) return false;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The wait before retry number `retry` (1 for the first retry). `random` returns [0, 1) and is
 * injectable so tests can pin the jitter.
 */
export function backoffDelayMs(
  policy: TRetryPolicy,
  retry: number,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseDelayMs * policy.factor ** (retry - 1);
  const capped = Math.min(exponential, policy.maxDelayMs);
  return Math.floor(capped + capped * policy.jitterRatio * random());
}
