import { cloneElement, lazy, Suspense, useState } from 'react';
import type { TPopoverProps } from './popover-panel.tsx';

const PopoverPanel = lazy(() => import('./popover-panel.tsx').then((m) => ({ default: m.PopoverPanel })));

/**
 * A small floating panel, labelled by its title; Escape and a click outside close it. Until its
 * first opening only the trigger is on screen, and the Radix popover loads with that click, so the
 * screens that show a popover do not carry it (decision 0007). Content that is itself lazy can
 * pass its loader as `preload`.
 */
export function Popover({ preload, ...props }: TPopoverProps & { preload?: () => unknown }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const standIn = cloneElement(props.trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onClick: () => {
      // Lazy content starts loading alongside the popover's own code, not after it.
      preload?.();
      setWanted(true);
      setOpen(true);
    },
  });
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PopoverPanel {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
