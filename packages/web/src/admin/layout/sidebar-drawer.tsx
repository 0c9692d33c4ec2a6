import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { focusIsLost } from '../../lib/focus/page-focus.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

type TSidebarDrawerProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The header's toggle, which opened the drawer from outside it and gets the focus back. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/**
 * spec (admin 2): below 1024 px the sidebar slides in from the left over the page (a CSS
 * @starting-style transition, none with reduced motion). A modal
 * dialog, so focus stays inside, Escape and the overlay close it, and focus returns to the toggle
 * (after a navigation, to the new screen's heading instead).
 */
export function SidebarDrawer({ id, open, onClose, returnFocusTo, children }: TSidebarDrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Closed by a navigation, focus is already on the new screen's heading (issue 41).
            if (focusIsLost()) returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-line bg-card text-fg shadow-2xl outline-none transition-transform duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line pr-2 pl-4">
            <Dialog.Title className="text-base font-semibold">{t('admin.shell.navigation')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('admin.shell.closeNavigation')}
              className="flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="scroll-hint min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
