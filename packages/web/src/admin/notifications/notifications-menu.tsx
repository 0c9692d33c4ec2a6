import { clsx } from 'clsx';
import { Bell, BellRing, ClipboardCheck, ConciergeBell, ReceiptText, ShoppingBag } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { hasAccess, useAuth } from '../../auth/session.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { unlockBeep } from '../live/notification-beep.ts';
import { setNotificationSound, useNotificationSound } from '../live/notification-sound.store.ts';
import { useStaffFormat } from '../staff-settings/staff-format.ts';
import { notificationText } from './notification-text.ts';
import { unreadCount } from './notifications.reducer.ts';
import { useNotificationList } from './notifications.store.ts';
import { useNotificationOwner } from './use-order-notifications.hook.ts';

/**
 * The header's notifications (spec admin 2: unread badge, 'Mark all as read', 'No new
 * notifications', view all), filled from the live order events by useOrderNotifications.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  // Today's notifications show the time, older ones the day too, on the restaurant's clock.
  const format = useStaffFormat();
  const { user } = useAuth();
  const { list, dispatch } = useNotificationList(useNotificationOwner());
  const soundOn = useNotificationSound();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const countId = useId();
  const unread = unreadCount(list);
  const badge = unread > 9 ? '9+' : String(unread);
  const canSeeOrders = !user || hasAccess(user, { permissions: ['orders.read'] });

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-describedby={unread > 0 ? countId : undefined}
        className="relative flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
      >
        <Bell aria-hidden="true" className="size-5" />
        {/* Named by its content, the badge's number included as seen (speech input users say what they see). */}
        <span className="sr-only">
          {t('admin.notifications.title')}
          {unread > 0 ? ' ' : ''}
        </span>
        {unread > 0 ? (
          <span className="absolute top-1 right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white tabular-nums">
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <span id={countId} hidden>
        {t('admin.notifications.unreadCount', { count: unread })}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-96 max-w-[calc(100vw-1rem)] flex-col rounded-xl border border-line bg-card text-fg shadow-xl outline-none"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-2 border-b border-line py-2 pr-2 pl-4">
            <h2 id={titleId} className="text-base font-semibold">
              {t('admin.notifications.title')}
            </h2>
            <button
              type="button"
              disabled={unread === 0}
              onClick={() => dispatch({ type: 'markAllRead' })}
              className="h-10 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-link hover:bg-muted disabled:cursor-not-allowed disabled:text-fg-muted disabled:hover:bg-transparent"
            >
              {t('admin.notifications.markAllRead')}
            </button>
          </div>
          {list.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-fg-muted">{t('admin.notifications.empty')}</p>
          ) : (
            <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto">
              {list.map((notification) => {
                const Icon =
                  notification.kind === 'waiter_call'
                    ? ConciergeBell
                    : notification.kind === 'bill_request'
                      ? ReceiptText
                      : notification.kind === 'order.created'
                        ? ShoppingBag
                        : ClipboardCheck;
                return (
                  <li key={notification.id}>
                    <Link
                      // A waiter call is taken on the board, where open calls are listed.
                      to={
                        notification.kind === 'waiter_call'
                          ? '/admin/orders'
                          : notification.kind === 'bill_request'
                            ? `/admin/bills/${notification.orderId}`
                            : `/admin/orders/${notification.orderId}`
                      }
                      onClick={() => {
                        dispatch({ type: 'markRead', id: notification.id });
                        setOpen(false);
                      }}
                      className={clsx(
                        'flex items-start gap-3 px-4 py-3 text-sm hover:bg-muted',
                        !notification.read && 'bg-blue-50 dark:bg-blue-950/40',
                      )}
                    >
                      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
                      <span className="min-w-0 flex-1">
                        <span className={clsx('block', !notification.read && 'font-semibold')}>
                          {notificationText(t, notification)}
                        </span>
                        <span className="block text-xs text-fg-muted">{format.recent(notification.at)}</span>
                      </span>
                      {notification.read ? null : (
                        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-700">
                          <span className="sr-only">{t('admin.notifications.unread')}</span>
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-2 py-2">
            <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-muted">
              <input
                type="checkbox"
                checked={soundOn}
                onChange={(event) => {
                  // Turning the sound on is the gesture browsers want before they play audio.
                  if (event.target.checked) unlockBeep();
                  setNotificationSound(event.target.checked);
                }}
                className="size-4 accent-blue-700"
              />
              <BellRing aria-hidden="true" className="size-4 text-fg-muted" />
              {t('admin.notifications.sound')}
            </label>
            {canSeeOrders ? (
              <Link
                to="/admin/orders"
                onClick={() => setOpen(false)}
                className="flex min-h-10 items-center rounded-lg px-2.5 text-sm font-medium text-link hover:bg-muted"
              >
                {t('admin.notifications.viewAll')}
              </Link>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
