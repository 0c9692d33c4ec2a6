import { clsx } from 'clsx';
import { ReceiptText } from 'lucide-react';

/**
 * A table whose guests asked for the bill (issue 16): a receipt badge at the table's lower left and
 * a ring, apart from every state's colour and the waiter call's bell, so neither hides the other.
 */
export const BILL_REQUEST_LOOK = {
  // Black and white, dashed: none of the four states' colours, nor the waiter call's rose.
  ring: 'outline-3 outline-offset-2 outline-dashed outline-zinc-900 dark:outline-white',
  badge: 'border-2 border-white bg-zinc-900 text-white dark:border-zinc-900 dark:bg-white dark:text-zinc-900',
} as const;

export function BillRequestBadge({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'absolute -bottom-2 -left-2 flex size-6 items-center justify-center rounded-full',
        BILL_REQUEST_LOOK.badge,
        className,
      )}
    >
      <ReceiptText className="size-3.5" />
    </span>
  );
}
