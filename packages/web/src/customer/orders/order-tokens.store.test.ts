import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getOrderToken,
  ORDER_TOKENS_STORAGE_KEY,
  readOrderTokens,
  saveOrderToken,
  useOrderToken,
} from './order-tokens.store.ts';

describe('order tokens', () => {
  it("keeps a map orderId → token under 'tableside.orderTokens'", () => {
    saveOrderToken(12, 'secret-12');
    saveOrderToken(13, 'secret-13');
    expect(JSON.parse(localStorage.getItem(ORDER_TOKENS_STORAGE_KEY) ?? '')).toEqual({
      12: 'secret-12',
      13: 'secret-13',
    });
    expect(getOrderToken(12)).toBe('secret-12');
    expect(getOrderToken(99)).toBeNull();
  });

  it('reads an unreadable store as empty', () => {
    localStorage.setItem(ORDER_TOKENS_STORAGE_KEY, 'not json');
    expect(readOrderTokens()).toEqual({});
    localStorage.setItem(ORDER_TOKENS_STORAGE_KEY, JSON.stringify({ 1: 42, 2: 'ok' }));
    expect(readOrderTokens()).toEqual({ 2: 'ok' });
  });

  it('keeps the newest 30 tokens', () => {
    for (let id = 1; id <= 35; id++) saveOrderToken(id, `t${id}`);
    const tokens = readOrderTokens();
    expect(Object.keys(tokens)).toHaveLength(30);
    expect(tokens['1']).toBeUndefined();
    expect(tokens['35']).toBe('t35');
  });

  it('lets components follow a token saved later', () => {
    const { result } = renderHook(() => useOrderToken(7));
    expect(result.current).toBeNull();
    act(() => saveOrderToken(7, 'seven'));
    expect(result.current).toBe('seven');
  });
});
