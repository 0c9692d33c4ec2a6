import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

export type TTab<T extends string> = { id: T; label: string; icon?: LucideIcon };

type TTabListProps<T extends string> = {
  /** The name of the list of tabs, for screen readers. */
  label: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  tabs: readonly TTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * Tabs as the ARIA pattern has them: one stop in the tab order (the selected tab), arrow keys move
 * and select (wrapping), Home and End jump to the ends. On a narrow screen the row scrolls sideways.
 */
export function TabList<T extends string>({ label, idPrefix, tabs, selected, onSelect }: TTabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  // A selected tab beyond the edge of a narrow screen (from the address) scrolls into sight.
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-4 flex overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
    >
      {tabs.map(({ id, label: text, icon: Icon }) => {
        const active = id === selected;
        return (
          <button
            key={id}
            ref={(element) => {
              if (element) refs.current.set(id, element);
              else refs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, id)}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix, id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(id)}
            className={clsx(
              '-mb-px inline-flex h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
              active ? 'border-action text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
            {text}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab, labelled by it. */
export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className="space-y-5"
    >
      {children}
    </div>
  );
}
