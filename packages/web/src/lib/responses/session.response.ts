import type { TSession, TSessionUser } from '@tableside/shared/auth.schemas';
import { isRecord, isStringArray, parserFromGuard } from '../http/data-parser.ts';

// packages/shared declares the session types but no schema to check a response against, so the
// web app checks the shape here, with a guard rather than zod (see data-parser.ts).

/** The login and refresh data; the refresh token also arrives as an httpOnly cookie the app never reads. */
export type TSessionResponse = Omit<TSession, 'refresh_token'> & { refresh_token?: string };

export function isSessionUser(value: unknown): value is TSessionUser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    isStringArray(value.roles) &&
    isStringArray(value.permissions) &&
    typeof value.is_active === 'boolean'
  );
}

function isSessionResponse(value: unknown): value is TSessionResponse {
  return (
    isRecord(value) &&
    typeof value.access_token === 'string' &&
    typeof value.expires_in === 'number' &&
    value.expires_in > 0 &&
    isSessionUser(value.user)
  );
}

export const sessionResponse = parserFromGuard(isSessionResponse);
