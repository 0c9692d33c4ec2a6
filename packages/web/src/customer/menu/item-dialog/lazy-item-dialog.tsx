import { lazyWhenOpen } from '../../../ui/lazy-when-open.tsx';
import type { TItemCustomizationDialogProps } from './item-customization-dialog.tsx';

/** The item dialog, loaded with its Radix dialog when a guest first opens an item (decision 0007). */
export const ItemCustomizationDialog = lazyWhenOpen<TItemCustomizationDialogProps>(() =>
  import('./item-customization-dialog.tsx').then((m) => m.ItemCustomizationDialog),
);
