import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  isOrderCall,
  isRetryableStatus,
  ORDER_RETRY_POLICY,
  retryPolicyFor,
} from './retry-policy.ts';

const noJitter = () => 0;

describe('retry policy (spec customer 7, retry behaviour)', () => {
  it('retries network failures, 5xx, 408 and 429 only', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) {
      expect(isRetryableStatus(DEFAULT_RETRY_POLICY, status), String(status)).toBe(true);
    }
    for (const status of [400, 401, 403, 404, 409, 422, 423]) {
      expect(isRetryableStatus(DEFAULT_RETRY_POLICY, status), String(status)).toBe(false);
    }
  });

  it('never retries order calls on 400, 401 and 403 but still on 5xx', () => {
    for (const status of [400, 401, 403]) expect(isRetryableStatus(ORDER_RETRY_POLICY, status)).toBe(false);
    expect(isRetryableStatus(ORDER_RETRY_POLICY, 503)).toBe(true);
  });

  it('recognises order calls by path', () => {
    expect(isOrderCall('/customer/orders/submit')).toBe(true);
    expect(isOrderCall('/customer-orders/4/status')).toBe(true);
    expect(isOrderCall('/customer/shared-carts')).toBe(false);
    expect(retryPolicyFor('/customer/orders/bench/3')).toBe(ORDER_RETRY_POLICY);
    expect(retryPolicyFor('/benches')).toBe(DEFAULT_RETRY_POLICY);
  });

  it('backs off from 1000 ms doubling, capped at 10000 ms', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((retry) => backoffDelayMs(DEFAULT_RETRY_POLICY, retry, noJitter));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('backs order calls off by 1.5, capped at 5000 ms', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((retry) => backoffDelayMs(ORDER_RETRY_POLICY, retry, noJitter));
    expect(delays).toEqual([1000, 1500, 2250, 3375, 5000, 5000]);
  });

  it('adds up to 10 % jitter', () => {
    expect(backoffDelayMs(DEFAULT_RETRY_POLICY, 1, () => 0.5)).toBe(1050);
    expect(backoffDelayMs(DEFAULT_RETRY_POLICY, 2, () => 0.999)).toBe(2199);
    expect(backoffDelayMs(DEFAULT_RETRY_POLICY, 9, () => 0.999)).toBeLessThanOrEqual(11_000);
  });
});
