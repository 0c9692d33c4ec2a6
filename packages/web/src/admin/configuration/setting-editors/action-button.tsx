import { useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast.ts';
import { playBeep, unlockBeep } from '../../live/notification-beep.ts';
import type { TEditorProps } from './editor-props.ts';

/** The audio context resumes asynchronously after the click that unlocks it. */
const RESUME_WAIT_MS = 80;

/**
 * BUTTON: an action rather than a value. ADMIN_INTERFACE.CLEAR_CACHE drops every cached query and
 * fetches what is on screen again; NOTIFICATIONS.TEST_SOUND plays the new-order beep once. Neither
 * writes anything, so both work for read-only staff too.
 */
export function ActionButton({ setting, control }: TEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (setting.key === 'NOTIFICATIONS.TEST_SOUND') {
      unlockBeep();
      setTimeout(playBeep, RESUME_WAIT_MS);
      toast.success(t('admin.configuration.editors.soundPlayed'));
      return;
    }
    if (setting.key === 'ADMIN_INTERFACE.CLEAR_CACHE') {
      setBusy(true);
      try {
        await queryClient.resetQueries();
        toast.success(t('admin.configuration.editors.cacheCleared'));
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <Button {...control} variant="secondary" loading={busy} onClick={() => void run()}>
      <Play aria-hidden="true" className="size-4" />
      {t('admin.configuration.editors.run')}
    </Button>
  );
}
