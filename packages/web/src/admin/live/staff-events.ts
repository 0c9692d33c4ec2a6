import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuth } from '../../auth/session.ts';
import { getAccessToken } from '../../lib/http/access-token.ts';
import { API_BASE_URL } from '../../lib/http/api-clients.ts';
import { openEventStream, type TEventStream } from '../../lib/http/api-host.ts';
import { emitSettingsChanged } from '../staff-settings/staff-settings-events.ts';

/** The stream's other event: the configuration changed ({keys}); the staff settings refetch. */
export const SETTINGS_CHANGED_EVENT = 'settings.changed';

/** The order events of GET /api/events (packages/api/src/events/staff-events.routes.ts). */
export const STAFF_EVENT_TYPES = ['order.created', 'order.status_changed', 'order.items_changed'] as const;
export type TStaffEventType = (typeof STAFF_EVENT_TYPES)[number];

export type TStaffEvent = {
  type: TStaffEventType;
  orderId: number;
  benchId: number | null;
  /** Absent on 'order.items_changed': adding or removing a line does not change the status. */
  status?: string;
  /** Only on 'order.status_changed'. */
  previous?: string;
};

export type TStaffEventListener = (event: TStaffEvent) => void;

/**
 * The table events of GET /api/events, sent to users who may read tables: a table write (ids, or
 * null for any table) and guests changing a shared cart at a table. Not order events: the order
 * listeners (notifications, board) never see them.
 */
export const STAFF_TABLE_EVENT_TYPES = ['tables.changed', 'shared_cart.changed'] as const;
export type TStaffTableEvent =
  | { type: 'tables.changed'; benchIds: number[] | null }
  | { type: 'shared_cart.changed'; benchId: number };
export type TStaffTableEventListener = (event: TStaffTableEvent) => void;

/** Guests calling a waiter and staff taking the call (decision 0031): ids and the reason. */
export const STAFF_WAITER_CALL_EVENT_TYPES = ['waiter_call.created', 'waiter_call.acknowledged'] as const;
export type TStaffWaiterCallEvent = {
  type: (typeof STAFF_WAITER_CALL_EVENT_TYPES)[number];
  callId: number;
  benchId: number;
  reason: string;
};
export type TStaffWaiterCallEventListener = (event: TStaffWaiterCallEvent) => void;

/** The bill (issue 16, docs/bill-contract.tmp.md): a guest asked for it, it changed, it was paid in full. */
export const STAFF_BILL_EVENT_TYPES = ['bill.requested', 'bill.changed', 'bill.settled'] as const;
export type TStaffBillEvent = {
  type: (typeof STAFF_BILL_EVENT_TYPES)[number];
  billId: number;
  benchId: number | null;
};
export type TStaffBillEventListener = (event: TStaffBillEvent) => void;

/**
 * A stream the server closed (a 401 once the 15-minute token expired, a restart) is not retried
 * by the browser; this one waits, then reopens with whatever token is current by then. The wait
 * doubles up to a minute while the server keeps refusing, and starts over once a stream is open.
 */
const FIRST_RECONNECT_DELAY_MS = 5_000;
const MAX_RECONNECT_DELAY_MS = 60_000;
/** The API streams order events only to users who may read orders. */
const STREAM_PERMISSION = 'orders.read';

const eventListeners = new Set<TStaffEventListener>();
const tableListeners = new Set<TStaffTableEventListener>();
const waiterCallListeners = new Set<TStaffWaiterCallEventListener>();
const billListeners = new Set<TStaffBillEventListener>();
/** Order, table, waiter-call and bill listeners alike keep the one stream open. */
const listenerCount = () =>
  eventListeners.size + tableListeners.size + waiterCallListeners.size + billListeners.size;
const statusListeners = new Set<() => void>();
let source: TEventStream | null = null;
let sourceToken: string | null = null;
let connected = false;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let reconnectDelay = FIRST_RECONNECT_DELAY_MS;
let stopAuthWatch: (() => void) | null = null;

function setConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const listener of statusListeners) listener();
}

function parseEvent(type: TStaffEventType, raw: string): TStaffEvent | null {
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { orderId, benchId, status, previous } = data as Record<string, unknown>;
    if (typeof orderId !== 'number') return null;
    return {
      type,
      orderId,
      benchId: typeof benchId === 'number' ? benchId : null,
      ...(typeof status === 'string' ? { status } : {}),
      ...(typeof previous === 'string' ? { previous } : {}),
    };
  } catch {
    return null;
  }
}

function parseTableEvent(type: TStaffTableEvent['type'], raw: string): TStaffTableEvent | null {
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { benchId, benchIds } = data as Record<string, unknown>;
    if (type === 'shared_cart.changed') return typeof benchId === 'number' ? { type, benchId } : null;
    if (benchIds === null) return { type, benchIds: null };
    if (!Array.isArray(benchIds)) return null;
    return { type, benchIds: benchIds.filter((id): id is number => typeof id === 'number') };
  } catch {
    return null;
  }
}

function parseWaiterCallEvent(
  type: TStaffWaiterCallEvent['type'],
  raw: string,
): TStaffWaiterCallEvent | null {
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { callId, benchId, reason } = data as Record<string, unknown>;
    if (typeof callId !== 'number' || typeof benchId !== 'number' || typeof reason !== 'string') return null;
    return { type, callId, benchId, reason };
  } catch {
    return null;
  }
}

/** The stream names a bill event's fields bill_id and bench_id (api events/staff-events.routes.ts). */
function parseBillEvent(type: TStaffBillEvent['type'], raw: string): TStaffBillEvent | null {
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { bill_id: billId, bench_id: benchId } = data as Record<string, unknown>;
    if (typeof billId !== 'number') return null;
    return { type, billId, benchId: typeof benchId === 'number' ? benchId : null };
  } catch {
    return null;
  }
}

function parseSettingsKeys(raw: string): string[] | null {
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { keys } = data as Record<string, unknown>;
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : null;
  } catch {
    return null;
  }
}

function closeSource(): void {
  clearTimeout(reconnectTimer);
  reconnectTimer = undefined;
  source?.close();
  source = null;
  sourceToken = null;
  setConnected(false);
}

function streamToken(): string | null {
  const { user } = getAuthState();
  return user?.permissions.includes(STREAM_PERMISSION) ? getAccessToken() : null;
}

/**
 * Opens the one stream of the admin area. EventSource cannot send an Authorization header, so
 * the access token goes in the query string, as the API allows for this endpoint only.
 */
function openSource(): void {
  closeSource();
  const token = streamToken();
  if (!token || typeof EventSource === 'undefined') return;
  const stream = openEventStream(`${API_BASE_URL}/events?access_token=${encodeURIComponent(token)}`);
  source = stream;
  sourceToken = token;
  stream.addEventListener('ready', () => {
    reconnectDelay = FIRST_RECONNECT_DELAY_MS;
    setConnected(true);
  });
  stream.addEventListener('error', () => {
    if (source !== stream) return;
    setConnected(false);
    // CONNECTING means the browser retries by itself; CLOSED means it gave up.
    if (stream.readyState === EventSource.CLOSED) {
      clearTimeout(reconnectTimer);
      reconnectTimer = setTimeout(() => {
        if (listenerCount() > 0) openSource();
      }, reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, MAX_RECONNECT_DELAY_MS);
    }
  });
  for (const type of STAFF_EVENT_TYPES) {
    stream.addEventListener(type, (message) => {
      const event = parseEvent(type, (message as MessageEvent<string>).data);
      if (!event) return;
      for (const listener of [...eventListeners]) listener(event);
    });
  }
  for (const type of STAFF_TABLE_EVENT_TYPES) {
    stream.addEventListener(type, (message) => {
      const event = parseTableEvent(type, (message as MessageEvent<string>).data);
      if (!event) return;
      for (const listener of [...tableListeners]) listener(event);
    });
  }
  for (const type of STAFF_WAITER_CALL_EVENT_TYPES) {
    stream.addEventListener(type, (message) => {
      const event = parseWaiterCallEvent(type, (message as MessageEvent<string>).data);
      if (!event) return;
      for (const listener of [...waiterCallListeners]) listener(event);
    });
  }
  for (const type of STAFF_BILL_EVENT_TYPES) {
    stream.addEventListener(type, (message) => {
      const event = parseBillEvent(type, (message as MessageEvent<string>).data);
      if (!event) return;
      for (const listener of [...billListeners]) listener(event);
    });
  }
  // Not an order event: passed to the staff settings, not to the order listeners.
  stream.addEventListener(SETTINGS_CHANGED_EVENT, (message) => {
    const keys = parseSettingsKeys((message as MessageEvent<string>).data);
    if (keys) emitSettingsChanged(keys);
  });
}

/** The session store notifies on sign-in, every token refresh and sign-out. */
function onAuthChange(): void {
  const token = streamToken();
  if (token === sourceToken) return;
  if (token) openSource();
  else closeSource();
}

function addListener<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  if (listenerCount() === 1) {
    stopAuthWatch = subscribeAuth(onAuthChange);
    openSource();
  }
  return () => {
    listeners.delete(listener);
    if (listenerCount() > 0) return;
    stopAuthWatch?.();
    stopAuthWatch = null;
    closeSource();
  };
}

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

const getConnected = () => connected;

/**
 * The admin area's live order events (DESIGN 4): every caller shares one EventSource on
 * GET /api/events, opened while at least one caller is mounted and reopened with the fresh token
 * after each refresh. `connected` is false until the server's 'ready' and while the stream is
 * down; callers keep their polling going meanwhile, and may refetch when it turns true again
 * (events may have been missed while it was down).
 */
export function useStaffEvents(onEvent: TStaffEventListener): { connected: boolean } {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => addListener(eventListeners, (event: TStaffEvent) => latest.current(event)), []);
  return { connected: useSyncExternalStore(subscribeStatus, getConnected, getConnected) };
}

/**
 * The table events of the same stream (table writes, shared carts), for the screens that show
 * tables. The server sends them only to users with tables.read; `connected` is the stream's.
 */
export function useStaffTableEvents(onEvent: TStaffTableEventListener): { connected: boolean } {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => addListener(tableListeners, (event: TStaffTableEvent) => latest.current(event)), []);
  return { connected: useSyncExternalStore(subscribeStatus, getConnected, getConnected) };
}

/** Guests' waiter calls and their acknowledgements on the same stream (decision 0031). */
export function useStaffWaiterCallEvents(onEvent: TStaffWaiterCallEventListener): { connected: boolean } {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(
    () => addListener(waiterCallListeners, (event: TStaffWaiterCallEvent) => latest.current(event)),
    [],
  );
  return { connected: useSyncExternalStore(subscribeStatus, getConnected, getConnected) };
}

/** Bill requests, changes and settlements on the same stream (issue 16). */
export function useStaffBillEvents(onEvent: TStaffBillEventListener): { connected: boolean } {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => addListener(billListeners, (event: TStaffBillEvent) => latest.current(event)), []);
  return { connected: useSyncExternalStore(subscribeStatus, getConnected, getConnected) };
}
