import type { TSharedCartParticipant } from '@tableside/shared/shared-cart.schemas';
import { useSyncExternalStore } from 'react';

/**
 * Who this phone is in each shared cart it joined (map cartId → participant). The participant id
 * is the only proof a guest has for adding lines, so it must survive a reload of the share link.
 */
export const SHARED_CART_PARTICIPANTS_KEY = 'tableside.sharedCartParticipants';

/** Carts expire after hours; keeping the latest few is plenty and keeps the entry small. */
const MAX_REMEMBERED_CARTS = 20;

type TParticipants = Record<string, TSharedCartParticipant>;

const listeners = new Set<() => void>();

function readAll(): TParticipants {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SHARED_CART_PARTICIPANTS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isParticipant(value)));
  } catch {
    return {};
  }
}

export function readParticipant(cartId: string): TSharedCartParticipant | null {
  return readAll()[cartId] ?? null;
}

export function rememberParticipant(cartId: string, participant: TSharedCartParticipant): void {
  const { [cartId]: _previous, ...others } = readAll();
  const kept = Object.entries(others).slice(-(MAX_REMEMBERED_CARTS - 1));
  const next = { ...Object.fromEntries(kept), [cartId]: { id: participant.id, name: participant.name } };
  try {
    localStorage.setItem(SHARED_CART_PARTICIPANTS_KEY, JSON.stringify(next));
  } catch {
    // Blocked storage (private mode): the guest stays joined until the page reloads.
    memory.set(cartId, participant);
  }
  for (const listener of listeners) listener();
}

/** Used only where storage is blocked. */
const memory = new Map<string, TSharedCartParticipant>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This phone's participant in the cart, or null when it has not joined yet. */
export function useSharedCartParticipant(cartId: string): TSharedCartParticipant | null {
  const snapshot = useSyncExternalStore(subscribe, () => {
    const participant = readParticipant(cartId) ?? memory.get(cartId) ?? null;
    return participant ? `${participant.id}\n${participant.name}` : '';
  });
  if (!snapshot) return null;
  const [id = '', name = ''] = snapshot.split('\n');
  return { id, name };
}

function isParticipant(value: unknown): value is TSharedCartParticipant {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.name === 'string';
}
