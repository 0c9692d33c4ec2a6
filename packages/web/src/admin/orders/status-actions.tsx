import { orderNumberOf, type TOrderStatus } from '@tableside/shared/order-status';
import { clsx } from 'clsx';
import { ChevronRight, EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { dangerButtonStyles } from './control-styles.ts';
import { useOrderPermissions } from './order-permissions.ts';
import { needsConfirmation, nextStatus, otherTransitions } from './order-status-flow.ts';
import { useChangeOrderStatus } from './use-change-order-status.hook.ts';

type TStatusActionsProps = {
  /** An order a bill's payment has fixed (`on_bill`) is not offered for cancelling (decision 0032). */
  order: {
    id: number;
    order_number: string;
    sequence_number: string | null;
    status: TOrderStatus;
    on_bill: boolean;
  };
  /** Fills the card's width on the board; sits inline on the detail screen. */
  layout?: 'card' | 'inline';
  /** Told of every move asked for, as it is sent (the board announces it). */
  onMove?: (to: TOrderStatus) => void;
};

const itemStyles =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-base outline-none data-highlighted:bg-muted';

/**
 * One big button to the order's next status and a menu with the other allowed moves (spec admin 4;
 * ORDER_TRANSITIONS). Cancelling asks first. Hidden without orders.update_status.
 */
export function StatusActions({ order, layout = 'card', onMove }: TStatusActionsProps) {
  const { t } = useTranslation();
  const { changeStatus, cancel } = useOrderPermissions();
  const change = useChangeOrderStatus();
  const [confirming, setConfirming] = useState<TOrderStatus | null>(null);
  // The cancel confirmation opens from the menu, whose item is gone by then: focus returns to its button.
  const moreButton = useRef<HTMLButtonElement>(null);
  const next = nextStatus(order.status);
  const mayCancel = cancel && !order.on_bill;
  const others = otherTransitions(order.status).filter((to) => mayCancel || to !== 'CANCELLED');
  if (!changeStatus || (!next && others.length === 0)) return null;

  const move = (to: TOrderStatus) => {
    onMove?.(to);
    change.mutate({ orderId: order.id, from: order.status, to });
  };
  const choose = (to: TOrderStatus) => (needsConfirmation(to) ? setConfirming(to) : move(to));

  return (
    <div className={clsx('flex items-stretch gap-2', layout === 'card' && 'w-full')}>
      {next ? (
        <Button
          size="lg"
          className={clsx('h-14 text-lg', layout === 'card' && 'flex-1')}
          // The board holds many 'Start' buttons; the order number tells them apart by ear.
          aria-label={`${t(`admin.orders.actions.${next}`)} ${orderNumberOf(order)}`}
          onClick={() => move(next)}
        >
          {t(`admin.orders.actions.${next}`)}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
      {others.length > 0 ? (
        // Not modal: a modal menu marks the page aria-hidden around focusable controls (axe aria-hidden-focus).
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            ref={moreButton}
            aria-label={t('admin.orders.actions.more', { number: orderNumberOf(order) })}
            className="flex h-14 min-w-14 items-center justify-center rounded-lg border border-line bg-card px-3 text-fg hover:bg-muted"
          >
            <EllipsisVertical aria-hidden="true" className="size-6" />
          </DropdownMenu.Trigger>
          {/* In place rather than in a portal, so the menu stays inside the page's main landmark. */}
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 min-w-52 rounded-xl border border-line bg-card p-1.5 text-fg shadow-xl"
          >
            {others.map((to) => (
              <DropdownMenu.Item
                key={to}
                onSelect={() => choose(to)}
                className={clsx(itemStyles, to === 'CANCELLED' && 'font-semibold text-danger')}
              >
                {t(`admin.orders.actions.${to}`)}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      ) : null}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        returnFocusTo={() => moreButton.current}
        title={t('admin.orders.cancel.title', { number: orderNumberOf(order) })}
        description={t('admin.orders.cancel.text')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('admin.orders.cancel.keep')}
            </Button>
            <Button
              className={dangerButtonStyles}
              onClick={() => {
                if (confirming) move(confirming);
                setConfirming(null);
              }}
            >
              {t('admin.orders.cancel.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
