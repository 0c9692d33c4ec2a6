import { clsx } from 'clsx';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { unlockBeep } from '../../live/notification-beep.ts';
import { setNotificationSound, useNotificationSound } from '../../live/notification-sound.store.ts';
import { useStaffSettings } from '../../staff-settings/use-staff-settings.hook.ts';

/**
 * Whether the board is live or polling, and the optional new-order sound. The sound is the admin
 * shell's notification beep: one setting, so the kitchen tablet and the header agree.
 */
export function BoardToolbar({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  const sound = useNotificationSound();
  // NOTIFICATIONS.SOUND_ENABLED off: the restaurant silenced the staff screens; no switch to offer.
  const { sound_enabled: soundAllowed, order_refresh_seconds: seconds } = useStaffSettings();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <span
          aria-hidden="true"
          className={clsx('size-2.5 rounded-full', connected ? 'bg-green-600' : 'bg-amber-500')}
        />
        {connected ? t('admin.orders.board.live') : t('admin.orders.board.polling', { seconds })}
      </p>
      {soundAllowed ? (
        <Button
          variant="secondary"
          aria-pressed={sound}
          onClick={() => {
            // Turning the sound on is the gesture browsers want before they play audio.
            if (!sound) unlockBeep();
            setNotificationSound(!sound);
          }}
        >
          {sound ? (
            <Bell aria-hidden="true" className="size-4" />
          ) : (
            <BellOff aria-hidden="true" className="size-4" />
          )}
          {t('admin.orders.board.sound')}
        </Button>
      ) : null}
    </div>
  );
}
