import { AppError } from '@tableside/shared/errors';

/** spec (customer 8, admin 8): the sign-in screen shows these texts as they are. */
export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid username or password');
export const accountLocked = () =>
  new AppError('ACCOUNT_LOCKED', 'Account is temporarily locked. Please try again later.');
export const accountDisabled = () =>
  new AppError('ACCOUNT_DISABLED', 'Account is disabled. Please contact support.');
export const tooManyAttempts = () =>
  new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait a minute and try again.');
export const sessionExpired = () => new AppError('UNAUTHORIZED', 'Session expired. Please sign in again.');
