import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { usePublicMenu } from '../menu-data/menu.queries.ts';
import { guestTableQueries } from '../table/table.queries.ts';
import { JoinSharedCart } from './join-shared-cart.tsx';
import { SharedCartLines } from './shared-cart-lines.tsx';
import { SharedCartMenu } from './shared-cart-menu.tsx';
import { useSharedCartParticipant } from './shared-cart-participants.store.ts';
import { SharedCartParticipants } from './shared-cart-participants.tsx';
import { SharedCartSharePanel } from './shared-cart-share-panel.tsx';
import { SharedCartSubmit } from './shared-cart-submit.tsx';
import { SharedCartSubmitted } from './shared-cart-submitted.tsx';
import { useSharedCartLive } from './use-shared-cart-live.hook.ts';

/** A loaded shared cart: the join step for newcomers, else the table's cart, the share panel and the menu. */
export function SharedCartScreen({ view }: { view: TSharedCartView }) {
  const { t } = useTranslation();
  const me = useSharedCartParticipant(view.sharedCartId);
  const joined = me !== null && view.participants.some((participant) => participant.id === me.id);
  const open = view.status === 'open';
  const table = useQuery(guestTableQueries.validate(view.bench_id));
  const tableName = table.data?.bench?.name ?? t('guest.sharedCart.tableFallback', { id: view.bench_id });
  const menu = usePublicMenu();
  const cartTitleId = useId();
  const menuTitleId = useId();
  useSharedCartLive(view.sharedCartId, open);

  if (open && !joined) return <JoinSharedCart view={view} tableName={tableName} />;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16">
      <header>
        <p className="text-sm font-medium text-fg-muted">{tableName}</p>
        <h1 className="text-2xl font-semibold tracking-tight">{t('customer.screens.sharedCart')}</h1>
        <SharedCartParticipants participants={view.participants} meId={me?.id ?? null} />
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          {open ? (
            <SharedCartSharePanel cartId={view.sharedCartId} tableName={tableName} />
          ) : (
            <SharedCartSubmitted view={view} />
          )}
          <section aria-labelledby={cartTitleId} className="rounded-2xl border border-line bg-card p-4">
            <h2 id={cartTitleId} className="text-lg font-semibold">
              {t('guest.sharedCart.lines.title')}
            </h2>
            <div className="mt-2">
              <SharedCartLines view={view} meId={me?.id ?? ''} editable={open} />
            </div>
            {open ? (
              <div className="mt-4">
                <SharedCartSubmit view={view} />
              </div>
            ) : null}
          </section>
        </div>

        {open && me ? (
          <section aria-labelledby={menuTitleId} className="min-w-0 lg:col-start-1 lg:row-start-1">
            <h2 id={menuTitleId} className="mb-3 text-lg font-semibold">
              {t('guest.sharedCart.menuTitle')}
            </h2>
            <SharedCartMenu cartId={view.sharedCartId} participantId={me.id} menu={menu} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
