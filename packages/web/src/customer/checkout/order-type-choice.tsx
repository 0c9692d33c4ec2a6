import type { TOrderType } from '@tableside/shared/constants';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';

type TOrderTypeChoiceProps = {
  /** OPERATIONS.ORDER_TYPES: with fewer than two there is nothing to choose. */
  offered: readonly TOrderType[];
  value: TOrderType;
  onChange: (type: TOrderType) => void;
  /** The server's refusal of the chosen type (400), e.g. after the owner stopped offering it. */
  error: string | undefined;
};

/** Dine in or takeaway, only among the types the restaurant offers. */
export function OrderTypeChoice({ offered, value, onChange, error }: TOrderTypeChoiceProps) {
  const { t } = useTranslation();
  if (offered.length < 2) return null;
  return (
    <div>
      <ChoiceGroup
        legend={t('guest.checkout.orderType')}
        name="order_type"
        value={value}
        onChange={onChange}
        options={offered.map((type) => ({ value: type, label: t(`guest.checkout.orderTypes.${type}`) }))}
      />
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
