import { lazyWhenOpen } from './lazy-when-open.tsx';
import type { TDialogProps } from './modal-dialog.tsx';

/** A modal dialog with focus trap, labelled by its title; its Radix code loads on first opening. */
export const Dialog = lazyWhenOpen<TDialogProps>(() =>
  import('./modal-dialog.tsx').then((m) => m.ModalDialog),
);
