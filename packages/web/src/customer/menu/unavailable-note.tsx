import { Ban } from 'lucide';
import { Icon } from '../../lib/icons/icon.tsx';
import { useUnavailableReason } from '../menu-data/unavailable-reason.ts';

/** Why an item cannot be ordered now, in the guest's language (spec customer 5 reasons). */
export function UnavailableNote({ reason }: { reason: string | undefined }) {
  const translate = useUnavailableReason();
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <Icon icon={Ban} className="mt-0.5 size-4 shrink-0" />
      <span>{translate(reason)}</span>
    </p>
  );
}
