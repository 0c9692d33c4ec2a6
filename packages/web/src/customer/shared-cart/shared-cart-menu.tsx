import type { TNewCartLine } from '@tableside/shared/cart';
import type { TPublicMenuBrief } from '@tableside/shared/public-menu.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { MenuBrowser } from '../menu/browser/menu-browser.tsx';
import { useAddLine } from './use-add-line.hook.ts';

type TSharedCartMenuProps = {
  cartId: string;
  participantId: string;
  menu: UseQueryResult<TPublicMenuBrief>;
};

/** The menu inside the shared cart: what a guest picks becomes their line in the table's cart. */
export function SharedCartMenu({ cartId, participantId, menu }: TSharedCartMenuProps) {
  const { t } = useTranslation();
  const addLine = useAddLine(cartId, participantId);

  if (menu.data) {
    // The dialog closes at once; the toast tells whether the line reached the table's cart.
    const add = (line: TNewCartLine) => {
      addLine.mutate(line);
      return undefined;
    };
    return <MenuBrowser menu={menu.data} onAddLine={add} />;
  }
  if (menu.isError) {
    return (
      <div className="space-y-3">
        <Banner>{t('guest.sharedCart.menuError')}</Banner>
        <Button variant="secondary" onClick={() => void menu.refetch()}>
          {t('guest.sharedCart.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-fg-muted">
      <Spinner />
      <span className="text-sm">{t('guest.sharedCart.menuLoading')}</span>
    </div>
  );
}
