import type { TPage } from '@tableside/shared/envelope';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

type TMasterDataPagerProps = { page: TPage<unknown>; busy: boolean; onPage: (page: number) => void };

/** 'Page X of Y' with Previous and Next; pages are 1-based here, 0-based on the API. */
export function MasterDataPager({ page, busy, onPage }: TMasterDataPagerProps) {
  const { t } = useTranslation();
  if (page.total_pages <= 1) return null;
  const current = page.page_number + 1;
  return (
    <nav aria-label={t('admin.masterData.pagination')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={!page.has_previous || busy} onClick={() => onPage(current - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('admin.masterData.previous')}
      </Button>
      <p className="text-sm text-fg-muted">
        {t('admin.masterData.pageOf', { page: current, pages: page.total_pages })}
      </p>
      <Button variant="secondary" disabled={!page.has_next || busy} onClick={() => onPage(current + 1)}>
        {t('admin.masterData.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
