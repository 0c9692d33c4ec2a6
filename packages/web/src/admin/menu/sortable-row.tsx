import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { dragId, type TDragData } from './menu-dnd.ts';

type TSortableRowProps = {
  data: TDragData;
  /** The drag handle's accessible name, e.g. 'Move Espresso'. */
  handleLabel: string;
  /** Without menu.manage there is nothing to drag. */
  disabled: boolean;
  /** Keyboard drags of items stay within their list (menu-dnd.ts). */
  droppable?: boolean;
  className?: string;
  children: ReactNode;
  /** Extra attributes for the row (the highlight target). */
  rowProps?: Record<string, string | undefined>;
};

/**
 * A list row that can be dragged by its handle, with the mouse, by touch, or by keyboard (Space
 * picks it up, arrow keys move it, Space drops it, Escape cancels).
 */
export function SortableRow({
  data,
  handleLabel,
  disabled,
  droppable = true,
  className,
  children,
  rowProps,
}: TSortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
  } = useSortable({
    id: dragId(data.kind, data.id),
    data,
    disabled: { draggable: disabled, droppable: !droppable },
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(
        'relative flex items-stretch',
        isDragging && 'z-10 opacity-80 shadow-lg',
        isOver && data.kind === 'category' && 'ring-2 ring-action',
        className,
      )}
      {...rowProps}
    >
      {disabled ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          aria-label={handleLabel}
          className="flex w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
