import type { TPage } from '@tableside/shared/envelope';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

type TUsersPagerProps = { page: TPage<unknown>; busy: boolean; onPage: (page: number) => void };

/** 'Page X of Y' with Previous and Next; `onPage` gets the API's 0-based page number. */
export function UsersPager({ page, busy, onPage }: TUsersPagerProps) {
  const { t } = useTranslation();
  if (page.total_pages <= 1) return null;
  return (
    <nav aria-label={t('admin.users.pagination')} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={!page.has_previous || busy}
        onClick={() => onPage(page.page_number - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('admin.users.previous')}
      </Button>
      <p className="text-sm text-fg-muted">
        {t('admin.users.pageOf', { page: page.page_number + 1, pages: page.total_pages })}
      </p>
      <Button
        variant="secondary"
        disabled={!page.has_next || busy}
        onClick={() => onPage(page.page_number + 1)}
      >
        {t('admin.users.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
