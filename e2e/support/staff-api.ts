/**
 * What staff do through the API while a guest spec watches the guest's screens: sign in as the
 * e2e admin (POST /api/auth/login), list a table's orders and change an order's status
 * (PATCH /api/customer-orders/:id/status). Plain fetch, so a spec can call it from anywhere.
 */
import type { TOrderStatus } from '@tableside/shared/order-status';
import { ADMIN, E2E_BASE_URL } from './e2e-constants.ts';
import { withinSignInLimit } from './sign-in-limit.ts';

export type TStaffOrderSummary = {
  id: number;
  order_number: string;
  /** The number people see (decision 0043). */
  sequence_number: string;
  status: TOrderStatus;
  bench_id: number | null;
  net: number;
  taxes: number;
  gross: number;
  item_count: number;
};

type TEnvelope<T> = { success: boolean; message?: string; data: T };

/**
 * One sign-in per worker for every spec's staff calls: sign-in is rate-limited per address (20 a
 * minute) and the sign-in spec spends most of that budget, so the token is kept until shortly before
 * it expires.
 */
let session: { token: string; expiresAt: number } | null = null;

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw Object.assign(new Error(`${method} /api${path} answered ${response.status}: ${text}`), {
      status: response.status,
    });
  }
  return (JSON.parse(text) as TEnvelope<T>).data;
}

/**
 * A call as the e2e admin. A restore (the database spec) refuses every access token issued before
 * it, the kept one too: then this signs in once more and asks again.
 */
export async function staffCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await call<T>(method, path, body, await staffToken());
  } catch (error) {
    if ((error as { status?: number }).status !== 401) throw error;
    session = null;
    return call<T>(method, path, body, await staffToken());
  }
}

async function staffToken(): Promise<string> {
  if (session && session.expiresAt > Date.now()) return session.token;
  const body = { email: ADMIN.email, password: ADMIN.password, device_info: 'tableside e2e staff-api' };
  const signIn = () =>
    call<{ access_token: string; expires_in?: number }>('POST', '/auth/login', body).catch(
      (error: Error & { status?: number }) => error,
    );
  const data = await withinSignInLimit(signIn, (answer) =>
    answer instanceof Error ? (answer.status ?? 0) : 200,
  );
  if (data instanceof Error) throw data;
  const lifeMs = (data.expires_in ?? 900) * 1000;
  session = { token: data.access_token, expiresAt: Date.now() + lifeMs - 60_000 };
  return session.token;
}

/** Every order of the table, newest first, as staff see them. */
export async function ordersOfTable(benchId: number): Promise<TStaffOrderSummary[]> {
  return staffCall<TStaffOrderSummary[]>('GET', `/customer-orders?bench_id=${benchId}`);
}

export async function countOrdersOfTable(benchId: number): Promise<number> {
  return (await ordersOfTable(benchId)).length;
}

/** Staff move the order on (e.g. the kitchen accepts it, then marks it ready). */
export async function changeOrderStatus(orderId: number, status: TOrderStatus): Promise<void> {
  await staffCall('PATCH', `/customer-orders/${orderId}/status`, { status });
}

/** The owner writes settings (PUT /api/config/bulk): specs put back what they changed. */
export async function putSettings(settings: Record<string, string>): Promise<void> {
  const body = { settings: Object.entries(settings).map(([key, value]) => ({ key, value })) };
  await staffCall('PUT', '/config/bulk', body);
}
