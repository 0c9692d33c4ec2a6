import { orderNumberOf, type TOrderStatus } from '@tableside/shared/order-status';
import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { type FocusEvent, useLayoutEffect, useRef, useState } from 'react';
import { focusIsLost, focusStatic } from '../../../lib/focus/page-focus.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { groupBoard, type TBoardStatus } from '../order-status-flow.ts';

export type TCardFocus = (
  order: TStaffOrderListItem,
  status: TBoardStatus,
  index: number,
) => { onFocus: () => void; onBlur: (event: FocusEvent) => void; onMove: (to: TOrderStatus) => void };

/** The card that had focus: which order, and where it stood when it had it. */
type THeld = { orderId: number; orderNumber: string; status: TBoardStatus; index: number };

/**
 * Issue 41: a status action moves its card to another column (or off the board), and the browser
 * drops focus to <body>. Focus follows the card: to the same card in its new column, on its next
 * action. A card no longer on screen (off the board, or in another tab of the phone's one-column
 * view) leaves focus to the card that took its place in the column it left (else the one before
 * it, else the column). The same holds whoever moved the card (a refused change moving it back, a
 * colleague's tap arriving live). Every move is announced politely: where the card went.
 */
export function useBoardFocus(orders: readonly TStaffOrderListItem[]) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const held = useRef<THeld | null>(null);
  // The last move, said in the current language.
  const [moved, announce] = useState<{ number: string; status: TOrderStatus } | null>(null);
  const announcement = moved
    ? t('admin.orders.board.moved', {
        number: moved.number,
        status: t(`admin.orders.status.${moved.status}`),
      })
    : '';

  useLayoutEffect(() => {
    const last = held.current;
    const board = root.current;
    if (!last || !board || !focusIsLost()) return;
    // Moved by someone else, or back after a refused change (the board's own moves say so at once).
    const status = orders.find((order) => order.id === last.orderId)?.status;
    if (status && status !== last.status) announce({ number: last.orderNumber, status });
    const card = board.querySelector<HTMLElement>(`[data-order-id="${last.orderId}"]`);
    const left = groupBoard(orders)[last.status];
    const next = left[last.index] ?? left[left.length - 1];
    const target =
      card ??
      board.querySelector<HTMLElement>(`[data-order-id="${next?.id}"]`) ??
      board.querySelector<HTMLElement>(`[data-column="${last.status}"]`);
    if (!target) return;
    // The card's next action (else its number's link); an emptied column itself.
    const control = target.querySelector<HTMLElement>('button') ?? target.querySelector<HTMLElement>('a');
    if (!control) return focusStatic(target);
    // Scrolled to only for the keyboard: a tapped card's column stays where the eye is.
    control.focus({ preventScroll: true });
    if (control.matches(':focus-visible')) control.scrollIntoView({ block: 'nearest' });
  }, [orders]);

  /** Props of a card: its focus is the one the board keeps. */
  const cardFocus: TCardFocus = (order, status, index) => ({
    onFocus: () => {
      held.current = { orderId: order.id, orderNumber: orderNumberOf(order), status, index };
    },
    onBlur: (event: FocusEvent) => {
      const entry = held.current;
      const control = event.target;
      // Focus the user took elsewhere is let go; focus lost with the moving card is kept.
      setTimeout(() => {
        if (held.current === entry && control.isConnected && !board(root.current)) held.current = null;
      });
    },
    onMove: (status) => announce({ number: orderNumberOf(order), status }),
  });

  return { root, announcement, cardFocus };
}

/** Whether focus is still on the board (moving between its cards or within one). */
const board = (element: HTMLElement | null) => element?.contains(document.activeElement) ?? false;
