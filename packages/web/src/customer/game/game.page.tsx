import type { TPublicMenuBrief } from '@tableside/shared/public-menu.schemas';
import { ArrowLeft } from 'lucide-react';
import { useContext, useMemo } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CurrentTableContext } from '../current-table/current-table.tsx';
import { usePublicMenu } from '../menu-data/menu.queries.ts';
import { chooseFaces, MIN_PAIR_COUNT, type TFace } from './game-rules.ts';
import { PairsGame } from './pairs-game.tsx';

/**
 * The menu's items as card faces, with their pictures when the restaurant shows them
 * (UI_CUSTOMIZATION.SHOW_ITEM_IMAGES); the card-sized variant where there is one.
 */
function menuFaces(menu: TPublicMenuBrief | undefined, showImages: boolean): TFace[] {
  return (menu?.categories ?? []).flatMap((category) =>
    category.items.map((item) => ({
      id: item.id,
      name: item.name,
      imageUrl: showImages ? (item.image_url_thumbnail ?? item.image_url) : null,
    })),
  );
}

/**
 * /game and /table/:tableId/game (issue 14): a game of pairs for a guest waiting for their order,
 * dealt from the menu the guest's screens have already fetched (at a table, that table's menu).
 * It is a lazy chunk of its own, so neither the menu nor the other guest screens carry it.
 */
export function GamePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('guest.game.title'));
  const table = useContext(CurrentTableContext);
  const menu = usePublicMenu();
  const showImages = useGuestSettings().show_item_images;
  const candidates = useMemo(() => menuFaces(menu.data, showImages), [menu.data, showImages]);
  const playable = useMemo(() => chooseFaces(candidates).length >= MIN_PAIR_COUNT, [candidates]);

  return (
    <div className="mx-auto max-w-md px-4 pt-6 pb-16">
      <Link
        to={table ? `/table/${table.id}/orders` : '/welcome'}
        className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-link hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {table ? t('guest.game.backToOrder') : t('guest.game.backHome')}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{t('guest.game.title')}</h1>
      <p className="mt-1 mb-5 text-fg-muted">{t('guest.game.intro')}</p>

      {menu.isPending ? (
        <p className="flex items-center justify-center gap-3 py-16 text-fg-muted">
          <Spinner />
          {t('guest.game.loading')}
        </p>
      ) : menu.isError && !menu.data ? (
        <div className="space-y-3">
          <Banner>
            {t('guest.game.loadFailed')} {userFacingErrorMessage(t, menu.error)}
          </Banner>
          <Button variant="secondary" onClick={() => void menu.refetch()} loading={menu.isFetching}>
            {t('guest.game.retry')}
          </Button>
        </div>
      ) : playable ? (
        <PairsGame candidates={candidates} />
      ) : (
        <p className="rounded-2xl border border-line bg-card px-4 py-10 text-center">
          {t('guest.game.tooFewItems')}
        </p>
      )}
    </div>
  );
}
