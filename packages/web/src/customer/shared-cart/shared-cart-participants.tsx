import type { TSharedCartParticipant } from '@tableside/shared/shared-cart.schemas';
import { UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** Who is ordering at this table, this phone's guest marked as "you". */
export function SharedCartParticipants({
  participants,
  meId,
}: {
  participants: readonly TSharedCartParticipant[];
  meId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <h2 className="text-sm font-medium text-fg-muted">
        {t('guest.sharedCart.participants', { count: participants.length })}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {participants.map((participant) => (
          <li
            key={participant.id}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-card px-3 py-1 text-sm"
          >
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
            <span className="truncate">
              {participant.id === meId
                ? t('guest.sharedCart.you', { name: participant.name })
                : participant.name}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
