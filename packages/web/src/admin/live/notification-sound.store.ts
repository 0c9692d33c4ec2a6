import { useSyncExternalStore } from 'react';

/**
 * Whether this device plays the new-order sound: the staff member's own switch (the board's sound
 * button), beside the restaurant's NOTIFICATIONS.SOUND_ENABLED. Kept per device in localStorage.
 */
/** spec (admin 9 notification sounds): off unless the user turns it on on this device. */
export const NOTIFICATION_SOUND_STORAGE_KEY = 'tableside.admin.notificationSound';

const listeners = new Set<() => void>();
let soundOn = readSoundSetting();

function readSoundSetting(): boolean {
  try {
    return localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY) === 'on';
  } catch {
    // Blocked storage (some privacy modes): off, as for a new device.
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The switch in another tab of this device counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== NOTIFICATION_SOUND_STORAGE_KEY) return;
    soundOn = readSoundSetting();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function isNotificationSoundOn(): boolean {
  return soundOn;
}

export function setNotificationSound(on: boolean): void {
  soundOn = on;
  try {
    localStorage.setItem(NOTIFICATION_SOUND_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Blocked storage: the switch holds for this visit only.
  }
  for (const listener of listeners) listener();
}

/** Reads the switch again (tests, where localStorage is cleared between cases). */
export function resetNotificationSound(): void {
  soundOn = readSoundSetting();
  for (const listener of listeners) listener();
}

export function useNotificationSound(): boolean {
  return useSyncExternalStore(subscribe, isNotificationSoundOn);
}
