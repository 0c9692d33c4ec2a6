import { describe, expect, it, vi } from 'vitest';
import { toast } from '../ui/toast.ts';
import { ApiError } from './http/api-error.ts';
import { createQueryClient } from './query-client.ts';

vi.mock('../ui/toast.ts', () => ({ toast: { error: vi.fn() } }));

describe('query client defaults (spec customer 9)', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();

  it('keeps data fresh for 30 s, cached for 10 min, without refetch on focus', () => {
    expect(queries?.staleTime).toBe(30_000);
    expect(queries?.gcTime).toBe(600_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retryDelay).toBe(1000);
    expect(mutations?.retryDelay).toBe(1000);
  });

  it('retries once, but not a client error', () => {
    const retry = queries?.retry as (failureCount: number, error: unknown) => boolean;
    expect(retry(0, new ApiError('Down', 503))).toBe(true);
    expect(retry(1, new ApiError('Down', 503))).toBe(false);
    expect(retry(0, new ApiError('Busy', 429))).toBe(true);
    expect(retry(0, new ApiError('Missing', 404))).toBe(false);
    expect(mutations?.retry).toBe(queries?.retry);
  });

  it("toasts 'Operation failed. Please try again.' for a failed mutation without its own handler", async () => {
    const client = createQueryClient();
    const failing = () => Promise.reject(new ApiError('Bad', 400));
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing })
      .execute(undefined)
      .catch(() => {});
    expect(toast.error).toHaveBeenCalledWith('Operation failed. Please try again.');

    vi.mocked(toast.error).mockClear();
    const handled = { mutationFn: failing, onError: () => {} };
    await client
      .getMutationCache()
      .build(client, handled)
      .execute(undefined)
      .catch(() => {});
    expect(toast.error).not.toHaveBeenCalled();
  });
});
