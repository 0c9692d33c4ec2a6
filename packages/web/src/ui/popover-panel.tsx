import { Popover as RadixPopover } from 'radix-ui';
import { type ButtonHTMLAttributes, type ReactElement, type ReactNode, useId } from 'react';

export type TPopoverProps = {
  /** The element that opens the popover; it must accept a ref (a button). */
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  title: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
};

type TPopoverPanelProps = TPopoverProps & { open: boolean; onOpenChange: (open: boolean) => void };

/** The Radix popover behind Popover (popover.tsx), which loads it on the first opening. */
export function PopoverPanel({
  trigger,
  title,
  children,
  align = 'end',
  open,
  onOpenChange,
}: TPopoverPanelProps) {
  const titleId = useId();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-card p-4 text-fg shadow-xl outline-none"
        >
          <h2 id={titleId} className="mb-3 text-base font-semibold">
            {title}
          </h2>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
