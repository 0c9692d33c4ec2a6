import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../lib/focus/use-return-focus.hook.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';

export type TDialogProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, laid out stacked on phones and in a row from `sm` up. */
  footer?: ReactNode;
  /**
   * false makes a decision dialog: no close button, and neither Escape nor a click outside
   * closes it, so only the footer's buttons can.
   */
  dismissible?: boolean;
  /**
   * Where focus goes on closing when the control that opened the dialog has gone, such as the
   * item of a menu; the screen's heading otherwise.
   */
  returnFocusTo?: () => Element | null;
};

/**
 * A modal dialog with focus trap, labelled by its title, which gives focus back to the control
 * that opened it (issue 41); use it through Dialog (dialog.tsx).
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissible = true,
  returnFocusTo,
}: TDialogProps) {
  const { t } = useTranslation();
  const keepOpen = dismissible ? undefined : (event: Event) => event.preventDefault();
  // Opened by a button of the page, not a Radix Trigger: closed, focus goes back to that button.
  const focusReturn = useReturnFocus(returnFocusTo);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          {...focusReturn}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-card p-6 text-fg shadow-2xl outline-none"
        >
          <RadixDialog.Title className={clsx('text-lg font-semibold', dismissible && 'pr-8')}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-fg-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {footer ? (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
          {dismissible ? (
            <RadixDialog.Close
              aria-label={t('ui.close')}
              className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-lg text-fg-muted hover:bg-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
