import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { propsSameBut, sameEach } from '../../../lib/same-props.ts';

/**
 * A big menu in slices (issue 15, decision 0030): the first items render at once, the rest as the
 * guest scrolls near them, so a menu of thousands of items never renders in one go. A menu of at
 * most SLICE_THRESHOLD items renders whole, as before: the page stays searchable with the browser's
 * find and a screen reader's item list is complete.
 */
export const SLICE_THRESHOLD = 80;
/**
 * Items in a slice of the list, and rows in a slice of the grid (two rows of two cards on a phone,
 * of three from 768 px): a slice always ends with a row, so the cards rendered never leave a row
 * half empty above a placeholder. The first slice of what is shown renders at once, before anything
 * is measured: a phone's first screen of the menu; a taller screen gets the rest of its first screen
 * from the observer, one frame later.
 */
export const SLICE_SIZE = 4;
const GRID_SLICE_ROWS = 2;
/**
 * Slices render while still this far below (or above) the screen, so scrolling meets no gap: half a
 * phone screen, which a slice renders well within even at 6,000 px/s under 4x CPU throttling. 800 px
 * made a search render a second slice nobody sees (decision 0030, fifth round).
 */
const APPROACH_PX = 400;
/** Space kept for a row not rendered yet, so the page's height and the category jumps stay near right. */
const ROW_HEIGHT_PX = { list: 144, grid: 300 } as const;

/** How many items a slice holds in `columns` (1: the list). */
export function sliceSize(columns: number): number {
  return columns === 1 ? SLICE_SIZE : GRID_SLICE_ROWS * columns;
}

type TSectionItemsProps<T> = {
  items: readonly T[];
  /** The first slice renders at once (the section starts the first slice of what is shown). */
  eager: boolean;
  sliced: boolean;
  /** The grid's columns at this width; 1 for the list. */
  columns: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number;
};

const NOTHING_NEAR: ReadonlySet<number> = new Set();

/**
 * One section's `<li>`s: its slices that render at once or have come near the screen, and one
 * placeholder for each run of slices between them that has not. One placeholder per run, not per
 * slice: a search that changes a big menu's results then adds and removes a few placeholders, not
 * hundreds, each with its observer (decision 0030, tenth round). A slice is named by where it starts
 * in the section, and only the slices that render are cut out of the items. Once near, a slice stays:
 * scrolling back up must not make cards vanish under a finger.
 */
export function SectionItems<T>({
  items,
  eager,
  sliced,
  columns,
  renderItem,
  itemKey,
}: TSectionItemsProps<T>) {
  const [near, setNear] = useState(NOTHING_NEAR);
  const showNear = useCallback(
    (starts: readonly number[]) =>
      setNear((before) =>
        starts.every((start) => before.has(start)) ? before : new Set([...before, ...starts]),
      ),
    [],
  );
  // A small menu's sections render whole; without IntersectionObserver (old browsers, tests) every
  // slice renders at once.
  if (!sliced || typeof IntersectionObserver === 'undefined') {
    return <ItemSlice items={items} itemKey={itemKey} renderItem={renderItem} />;
  }
  const size = sliceSize(columns);
  const parts: ReactNode[] = [];
  let runStart: number | null = null;
  const endRun = (end: number) => {
    if (runStart === null) return;
    // Keyed by its extent: a run that changes is a new element, which its observer reports afresh.
    parts.push(
      <SlicesPlaceholder
        key={`rest-${runStart}-${end}-${size}`}
        start={runStart}
        end={end}
        size={size}
        columns={columns}
        onNear={showNear}
      />,
    );
    runStart = null;
  };
  for (let start = 0; start < items.length; start += size) {
    // The first slice of what is shown renders at once, without waiting for a measurement.
    if ((eager && start === 0) || near.has(start)) {
      endRun(start);
      parts.push(
        <ItemSlice
          key={start}
          items={items.slice(start, start + size)}
          itemKey={itemKey}
          renderItem={renderItem}
        />,
      );
    } else {
      runStart ??= start;
    }
  }
  endRun(items.length);
  return parts;
}

type TItemSliceProps<T> = {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number;
};

function ItemSliceView<T>({ items, renderItem, itemKey }: TItemSliceProps<T>): ReactNode {
  return items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>);
}

/** A slice showing the same items as before does not render again (a search keeps most of them). */
const ItemSlice = memo(
  ItemSliceView,
  propsSameBut<TItemSliceProps<unknown>, 'items'>('items', sameEach),
) as typeof ItemSliceView;

/** Slices `start` to `end` (exclusive) of a section's items, cut `size` at a time. */
type TRun = { start: number; end: number; size: number; columns: number };

/** The height kept for each slice of a run, in its order. */
function runHeights({ start, end, size, columns }: TRun): number[] {
  const rowHeight = columns === 1 ? ROW_HEIGHT_PX.list : ROW_HEIGHT_PX.grid;
  const heights: number[] = [];
  for (let at = start; at < end; at += size)
    heights.push(Math.ceil(Math.min(size, end - at) / columns) * rowHeight);
  return heights;
}

type TSlicesPlaceholderProps = TRun & {
  /** Receives the starts of the run's slices to render. */
  onNear: (starts: readonly number[]) => void;
};

/**
 * One `<li>` as tall as a run of slices not rendered yet. When it comes within APPROACH_PX of the
 * screen as the guest scrolls, the slices of the run that are there render; the rest of the run becomes
 * a placeholder of its own, watched afresh. When it is near because what is shown changed (a search,
 * a filter, the first render) rather than by scrolling, only the slices on the screen render at once,
 * and those just below it once the guest scrolls: each letter of a search then renders the cards the
 * guest sees, not the half screen after them (decision 0030, eleventh round).
 */
function SlicesPlaceholder({ start, end, size, columns, onNear }: TSlicesPlaceholderProps) {
  const element = useRef<HTMLLIElement>(null);
  const height = runHeights({ start, end, size, columns }).reduce((sum, one) => sum + one, 0);

  // The observer reports crossings only, so a run that changed while near would never be reported
  // again: the caller keys a run by its extent, and a changed run is a new placeholder. So this runs
  // once: its inputs are the key's, and onNear is stable.
  useEffect(() => {
    const placeholder = element.current;
    if (!placeholder) return;
    const heights = runHeights({ start, end, size, columns });
    const show = (indexes: readonly number[]) => onNear(indexes.map((index) => start + index * size));
    let scrolled = false;
    let waiting: readonly number[] = [];
    const onScroll = () => {
      scrolled = true;
      show(waiting);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry?.isIntersecting) return;
        if (scrolled) return show(nearSlices(entry, heights));
        const onScreen = nearSlices(entry, heights, APPROACH_PX);
        if (onScreen.length > 0) return show(onScreen);
        waiting = nearSlices(entry, heights);
      },
      { rootMargin: `${APPROACH_PX}px 0px` },
    );
    observer.observe(placeholder);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [start, end, size, columns, onNear]);

  return <li ref={element} aria-hidden="true" className="col-span-full" style={{ height }} />;
}

/**
 * The slices of a run within the observer's reach (the screen and its margin), by the heights kept
 * for them; with `inset`, within the reach made that much smaller at the top and bottom (the margin
 * taken off: the screen itself), which may be none of them. The first one when the geometry is
 * unknown (a test's observer), or when the whole reach holds none (rounding).
 */
export function nearSlices(
  entry: Pick<IntersectionObserverEntry, 'boundingClientRect' | 'rootBounds'>,
  heights: readonly number[],
  inset = 0,
): number[] {
  const reach = entry.rootBounds;
  if (!reach || entry.boundingClientRect.height === 0) return [0];
  const [reachTop, reachBottom] = [reach.top + inset, reach.bottom - inset];
  const near: number[] = [];
  let top = entry.boundingClientRect.top;
  heights.forEach((height, index) => {
    if (top < reachBottom && top + height > reachTop) near.push(index);
    top += height;
  });
  return near.length > 0 || inset > 0 ? near : [0];
}
