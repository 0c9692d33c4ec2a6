import { useEffect } from 'react';
import { lazyWhenOpen } from '../../../ui/lazy-when-open.tsx';
import { usePrefetchCustomizations } from '../../menu-data/menu.queries.ts';
import type { TItemCustomizationDialogProps } from './item-customization-dialog.tsx';

/** The item dialog, loaded with its Radix dialog when a guest first opens an item (decision 0007). */
const LazyItemDialog = lazyWhenOpen<TItemCustomizationDialogProps>(() =>
  import('./item-customization-dialog.tsx').then((m) => m.ItemCustomizationDialog),
);

/**
 * The item dialog. The item's customizations (not in the menu, decision 0037) are asked for as soon
 * as an item is chosen, alongside the dialog's chunk, rather than once the dialog has loaded.
 */
export function ItemCustomizationDialog(props: TItemCustomizationDialogProps) {
  const prefetchCustomizations = usePrefetchCustomizations();
  const { item } = props;
  useEffect(() => {
    if (item) prefetchCustomizations(item);
  }, [item, prefetchCustomizations]);
  return <LazyItemDialog {...props} />;
}
