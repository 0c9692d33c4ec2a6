import { useSyncExternalStore } from 'react';

type TSonner = typeof import('sonner');
type TToastOptions = { description?: string };

// sonner loads with the first toast, not with the guest's first screen (decision 0007). Toasts
// asked for before the toaster is on screen are kept by sonner and shown once it subscribes.
let sonner: Promise<TSonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<TSonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: 'success' | 'error', message: string, options?: TToastOptions): void {
  loadSonner().then(
    (module) => module.toast[kind](message, options),
    // Without the toast library (offline after a release) the screen's own state still tells.
    (error: unknown) => console.warn('Could not show a toast', error),
  );
}

/** sonner's toast calls in use here, with the same shapes (spec customer 9: top right, 4 s, 3 visible). */
export const toast = {
  success: (message: string, options?: TToastOptions) => show('success', message, options),
  error: (message: string, options?: TToastOptions) => show('error', message, options),
};

/** True once any toast was asked for, so the toaster mounts then and not before. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner !== undefined,
  );
}
