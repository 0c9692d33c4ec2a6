import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog-like component whose code (and its Radix primitives) loads when it first opens, not
 * with the screen that shows it (decision 0007). Once opened it stays mounted, so closing still
 * animates and returns focus as the component itself does.
 */
export function lazyWhenOpen<TProps extends { open: boolean }>(load: () => Promise<ComponentType<TProps>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWhenOpen(props: TProps) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
