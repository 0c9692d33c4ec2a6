import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

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
type TSlice<T> = { key: string; items: readonly T[]; first: number; whole: boolean };

/** Cuts one section's items into slices; `first` is the offset of each slice in the whole menu. */
function slicesOf<T>(items: readonly T[], offset: number, sliced: boolean): TSlice<T>[] {
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

type TSectionItemsProps<T> = {
  items: readonly T[];
  /** Where the section starts in what is shown: the first FIRST_ITEMS of all render at once. */
  first: number;
  sliced: boolean;
  grid: boolean;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number;
};

const NOTHING_NEAR: ReadonlySet<string> = new Set();

/**
 * One section's `<li>`s: its slices that render at once or have come near the screen, and one
 * placeholder for each run of slices between them that has not. One placeholder per run, not per
 * slice: a search that changes a big menu's results then adds and removes a few placeholders, not
 * hundreds, each with its observer (decision 0030, tenth round). Once near, a slice stays: scrolling
 * back up must not make cards vanish under a finger.
 */
export function SectionItems<T>({ items, first, sliced, grid, renderItem, itemKey }: TSectionItemsProps<T>) {
  const [near, setNear] = useState(NOTHING_NEAR);
  const showNear = useCallback(
    (keys: readonly string[]) =>
      setNear((before) => (keys.every((key) => before.has(key)) ? before : new Set([...before, ...keys]))),
    [],
  );
  const parts: ReactNode[] = [];
  let run: TSlice<T>[] = [];
  const endRun = () => {
    const start = run[0];
    if (start) {
      const heights = run.map((slice) => sliceHeight(slice, grid));
      const height = heights.reduce((sum, one) => sum + one, 0);
      // Keyed by its size too: a run that changes is a new element, which its observer reports afresh.
      parts.push(
        <SlicesPlaceholder
          key={`rest-${start.key}-${height}`}
          keys={run.map((slice) => slice.key)}
          heights={heights}
          height={height}
          onNear={showNear}
        />,
      );
    }
    run = [];
  };
  for (const slice of slicesOf(items, first, sliced)) {
    if (isEager(slice) || near.has(slice.key)) {
      endRun();
      parts.push(<ItemSlice key={slice.key} items={slice.items} itemKey={itemKey} renderItem={renderItem} />);
    } else {
      run.push(slice);
    }
  }
  endRun();
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
  (before, after) =>
    before.renderItem === after.renderItem &&
    before.itemKey === after.itemKey &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index]),
) as typeof ItemSliceView;

function sliceHeight(slice: TSlice<unknown>, grid: boolean): number {
  const rows = grid ? Math.ceil(slice.items.length / GRID_COLUMNS) : slice.items.length;
  return rows * (grid ? ITEM_HEIGHT_PX.grid : ITEM_HEIGHT_PX.list);
}

type TSlicesPlaceholderProps = {
  /** The run's slices, and the height kept for each. */
  keys: readonly string[];
  heights: readonly number[];
  height: number;
  onNear: (keys: readonly string[]) => void;
};

/**
 * One `<li>` as tall as a run of slices not rendered yet. When it comes within APPROACH_MARGIN of the
 * screen, the slices of the run that are there render; the rest of the run becomes a placeholder of
 * its own, watched afresh.
 */
function SlicesPlaceholder({ keys, heights, height, onNear }: TSlicesPlaceholderProps) {
  const element = useRef<HTMLLIElement>(null);

  // The observer reports crossings only, so a run that changed while near would never be reported
  // again: the caller keys a run by its start and height, and a changed run is a new placeholder.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key fixes the run's slices and heights, and onNear is stable
  useEffect(() => {
    const placeholder = element.current;
    if (!placeholder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry?.isIntersecting) onNear(nearSlices(entry, heights).flatMap((index) => keys[index] ?? []));
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, []);

  return <li ref={element} aria-hidden="true" className="col-span-full" style={{ height }} />;
}

/**
 * The slices of a run within the observer's reach (the screen and its margin), by the heights kept
 * for them; the first one when the geometry is unknown (a test's observer) or rounds to nothing.
 */
export function nearSlices(
  entry: Pick<IntersectionObserverEntry, 'boundingClientRect' | 'rootBounds'>,
  heights: readonly number[],
): number[] {
  const reach = entry.rootBounds;
  if (!reach || entry.boundingClientRect.height === 0) return [0];
  const near: number[] = [];
  let top = entry.boundingClientRect.top;
  heights.forEach((height, index) => {
    if (top < reach.bottom && top + height > reach.top) near.push(index);
    top += height;
  });
  return near.length > 0 ? near : [0];
}
