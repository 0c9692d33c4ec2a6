/**
 * Domain events published by services and streamed to staff and guests over SSE
 * (DESIGN.md section 4). Hosts may bridge the bus across processes (PostgreSQL LISTEN/NOTIFY)
 * or tabs (BroadcastChannel).
 */
export type TDomainEvent =
  | { type: 'order.created'; orderId: number; benchId: number | null; status: string }
  | {
      type: 'order.status_changed';
      orderId: number;
      benchId: number | null;
      status: string;
      previous: string;
    }
  | { type: 'order.items_changed'; orderId: number; benchId: number | null }
  | { type: 'shared_cart.changed'; cartId: string; benchId: number; version: number }
  | { type: 'menu.changed' }
  /**
   * Tables were written (created, changed, switched on or off, archived, deleted, moved on the floor
   * plan); `benchIds` names them, absent when any table may have changed (a restore, a location).
   */
  | { type: 'tables.changed'; benchIds?: number[] }
  /** Settings were written (or reset, imported, restored); `keys` names them. */
  | { type: 'config.changed'; keys: string[] }
  /** Users, roles or grants changed: who may do what is read again (auth/current-principal.ts). */
  | { type: 'access.changed' }
  /**
   * Sign-in sessions of a user ended (logout, a new password, a replayed token): the named ones, or
   * every one of the user's that `sessionIds` does not list when it is absent; their access tokens
   * are refused at once (auth/session-liveness.ts, decision 0047).
   */
  | { type: 'sessions.ended'; userId: number; sessionIds?: string[] }
  /** A guest called a waiter, or staff acknowledged the call (decision 0031): ids and the reason only. */
  | { type: 'waiter_call.created'; callId: number; benchId: number; reason: string }
  | { type: 'waiter_call.acknowledged'; callId: number; benchId: number; reason: string }
  /** A table asked for the bill, a bill changed (split, shares, payments) or was settled (decision 0032). */
  | { type: 'bill.requested' | 'bill.changed' | 'bill.settled'; billId: number; benchId: number | null };

export type TEventListener = (event: TDomainEvent) => void;

export type TEventBus = {
  publish(event: TDomainEvent): void;
  subscribe(listener: TEventListener): () => void;
};

export function createEventBus(): TEventBus {
  const listeners = new Set<TEventListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // One broken subscriber (a closed stream) must not stop the others.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
