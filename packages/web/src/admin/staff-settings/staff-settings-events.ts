/**
 * The staff stream's 'settings.changed' events ({keys}), passed from staff-events.ts to whoever
 * keeps the staff settings current. A module of its own, so screens whose tests replace
 * staff-events.ts still load.
 */
export type TSettingsChangedListener = (keys: string[]) => void;

const listeners = new Set<TSettingsChangedListener>();

export function emitSettingsChanged(keys: string[]): void {
  for (const listener of [...listeners]) listener(keys);
}

export function onSettingsChanged(listener: TSettingsChangedListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
