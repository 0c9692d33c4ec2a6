import type { TStaffBill } from '@tableside/shared/bills.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { useBillActions } from './use-bill-actions.hook.ts';

type TBillRequestActionsProps = {
  bill: TStaffBill;
  /** Whether "Acknowledge" is offered: a request no one has seen yet. */
  unseen: boolean;
  open: { text: string; label: string };
};

/** "Acknowledge" for an unseen request and the way to the bill, as the bills list and the board show them. */
export function BillRequestActions({ bill, unseen, open }: TBillRequestActionsProps) {
  const { t } = useTranslation();
  const { acknowledge } = useBillActions();
  return (
    <div className="flex flex-wrap gap-2">
      {unseen ? (
        <Button
          size="sm"
          loading={acknowledge.isPending && acknowledge.variables?.id === bill.id}
          aria-label={t('admin.bills.acknowledgeLabel', { table: bill.bench_name })}
          onClick={() => acknowledge.mutate(bill)}
        >
          {t('admin.bills.acknowledge')}
        </Button>
      ) : null}
      <Link
        to={`/admin/bills/${bill.id}`}
        aria-label={open.label}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        {open.text}
      </Link>
    </div>
  );
}
