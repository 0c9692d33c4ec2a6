import { memo, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A big menu in slices (issue 15, decision 0030): the first items render at once, the rest as the
 * guest scrolls near them, so a menu of thousands of items never renders in one go. A menu of at
 * most SLICE_THRESHOLD items renders whole, as before: the page stays searchable with the browser's
 * find and a screen reader's item list is complete.
 */
export const SLICE_THRESHOLD = 80;
export const SLICE_SIZE = 8;
/** Items rendered before anything is measured: more than the tallest phone screen shows. */
const FIRST_ITEMS = 8;
/**
 * Slices render while still this far below (or above) the screen, so scrolling meets no gap: half a
 * phone screen, which a slice renders well within even at 6,000 px/s under 4x CPU throttling. 800 px
 * made a search render a second slice nobody sees (decision 0030, fifth round).
 */
const APPROACH_MARGIN = '400px 0px';
/** Space kept for a slice not rendered yet, so the page's height and the category jumps stay near right. */
const ITEM_HEIGHT_PX = { list: 144, grid: 300 } as const;
const GRID_COLUMNS = 2;

// A small menu's sections and the first items of what is shown (the menu, or a search's results)
// render at once, without waiting for a measurement; without IntersectionObserver (old browsers,
// tests) everything does.
function isEager(slice: TSlice<unknown>): boolean {
  return slice.whole || slice.first < FIRST_ITEMS || typeof IntersectionObserver === 'undefined';
}

/** `whole`: a section of a menu small enough to render at once (SLICE_THRESHOLD). */
export type TSlice<T> = { key: string; items: readonly T[]; first: number; whole: boolean };

/** Cuts one section's items into slices; `first` is the offset of each slice in the whole menu. */
export function slicesOf<T>(items: readonly T[], offset: number, sliced: boolean): TSlice<T>[] {
  if (!sliced) return [{ key: 'all', items, first: offset, whole: true }];
  const slices: TSlice<T>[] = [];
  for (let start = 0; start < items.length; start += SLICE_SIZE) {
    slices.push({
      key: String(start),
      items: items.slice(start, start + SLICE_SIZE),
      first: offset + start,
      whole: false,
    });
  }
  return slices;
}

type TItemSliceProps<T> = {
  slice: TSlice<T>;
  grid: boolean;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number;
};

/**
 * The `<li>`s of one slice, or one placeholder `<li>` of about their height until the slice nears the
 * screen. Once rendered, a slice stays: scrolling back up must not make cards vanish under a finger.
 */
function ItemSliceView<T>({ slice, grid, renderItem, itemKey }: TItemSliceProps<T>) {
  const eager = isEager(slice);
  const [shown, setShown] = useState(eager);
  const placeholder = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (eager) setShown(true);
  }, [eager]);

  useEffect(() => {
    const element = placeholder.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  if (!shown && !eager) {
    const rows = grid ? Math.ceil(slice.items.length / GRID_COLUMNS) : slice.items.length;
    const height = rows * (grid ? ITEM_HEIGHT_PX.grid : ITEM_HEIGHT_PX.list);
    return <li ref={placeholder} aria-hidden="true" className="col-span-full" style={{ height }} />;
  }
  return slice.items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>);
}

/** A slice showing the same items as before does not render again (a search keeps most of them). */
export const ItemSlice = memo(
  ItemSliceView,
  (before, after) =>
    before.grid === after.grid &&
    before.renderItem === after.renderItem &&
    before.itemKey === after.itemKey &&
    isEager(before.slice) === isEager(after.slice) &&
    before.slice.items.length === after.slice.items.length &&
    before.slice.items.every((item, index) => item === after.slice.items[index]),
) as typeof ItemSliceView;
