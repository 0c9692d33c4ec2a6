import { test } from '@playwright/test';
import { LOGIN_RATE_LIMIT_PER_MINUTE } from '@tableside/shared/constants';

/**
 * The product allows LOGIN_RATE_LIMIT_PER_MINUTE sign-ins per address and per email in a window of
 * one minute that starts with the first (`createMemoryRateLimiter`). The browser tests sign their few
 * accounts in from one address, and on a fast machine more often than that: a sign-in answered 429
 * waits the window out, as the product's message asks a person to, and tries once more. The limit
 * itself is tested in `auth.routes.test.ts`.
 */
const WINDOW_MS = 60_000 + 1_000;

export async function withinSignInLimit<T>(
  attempt: () => Promise<T>,
  statusOf: (answer: T) => number,
): Promise<T> {
  const answer = await attempt();
  if (statusOf(answer) !== 429) return answer;
  test.info().setTimeout(test.info().timeout + WINDOW_MS);
  test.info().annotations.push({
    type: 'sign-in limit',
    description: `more than ${LOGIN_RATE_LIMIT_PER_MINUTE} sign-ins in a minute: waited ${WINDOW_MS / 1000} s`,
  });
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  return attempt();
}
