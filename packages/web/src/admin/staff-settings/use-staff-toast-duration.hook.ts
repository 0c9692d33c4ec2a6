import { useEffect } from 'react';
import { setToastDuration } from '../../ui/toast-duration.ts';

/**
 * NOTIFICATIONS.DURATION_SECONDS: how long the admin area's toasts stay on screen. Leaving the
 * admin area (to the guest screens in the same tab) brings back the guests' 4 s.
 */
export function useStaffToastDuration(seconds: number): void {
  useEffect(() => {
    setToastDuration(seconds * 1000);
    return () => setToastDuration(null);
  }, [seconds]);
}
