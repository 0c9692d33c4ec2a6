import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

type TPagerProps = {
  /** 0-based. */
  page: number;
  totalPages: number;
  loading: boolean;
  onPageChange: (page: number) => void;
};

/** spec (customer 2): 'Page X of Y' with Prev and Next, disabled at the ends or while loading. */
export function TablePager({ page, totalPages, loading, onPageChange }: TPagerProps) {
  const { t } = useTranslation();
  const last = Math.max(0, totalPages - 1);
  return (
    // Narrow in rem (a phone with large text): the page label goes above the two buttons.
    <nav aria-label={t('guest.tables.pagination')} className="@container">
      <div className="grid grid-cols-2 gap-3 @xs:flex @xs:items-center @xs:justify-between">
        <Button
          variant="secondary"
          disabled={loading || page <= 0}
          onClick={() => onPageChange(Math.max(0, page - 1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('guest.tables.prev')}
        </Button>
        <p className="col-span-2 row-start-1 text-center text-sm font-medium whitespace-nowrap">
          {t('guest.tables.page', { page: page + 1, pages: last + 1 })}
        </p>
        <Button
          variant="secondary"
          disabled={loading || page >= last}
          onClick={() => onPageChange(Math.min(last, page + 1))}
        >
          {t('guest.tables.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
