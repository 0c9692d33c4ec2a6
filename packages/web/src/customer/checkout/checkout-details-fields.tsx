import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { TCheckoutDetails } from './checkout-request.ts';

/** ZGuestCustomer in packages/shared/src/orders.schemas.ts allows 100 characters for a name. */
const NAME_MAX_LENGTH = 100;

type TCheckoutDetailsFieldsProps = {
  details: TCheckoutDetails;
  onChange: (details: TCheckoutDetails) => void;
  /** The server's field errors of a refused submission (400), shown under their field. */
  errors: Readonly<Record<string, string[]>>;
  disabled: boolean;
};

/** The optional name staff call the guest by, and notes for the kitchen. */
export function CheckoutDetailsFields({ details, onChange, errors, disabled }: TCheckoutDetailsFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (...keys: string[]) => keys.flatMap((key) => errors[key] ?? []).join(' ') || undefined;

  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-4">
      <legend className="mb-3 text-lg font-semibold">{t('guest.checkout.detailsTitle')}</legend>
      <Field
        label={t('guest.checkout.name')}
        hint={t('guest.checkout.nameHint')}
        error={errorOf('customer.name', 'customer')}
      >
        <Input
          value={details.name}
          onChange={(event) => onChange({ ...details, name: event.target.value })}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
        />
      </Field>
      <Field label={t('guest.checkout.notes')} hint={t('guest.checkout.notesHint')} error={errorOf('notes')}>
        <Textarea
          value={details.notes}
          onChange={(event) => onChange({ ...details, notes: event.target.value })}
          maxLength={ORDER_LIMITS.notes}
          rows={3}
        />
      </Field>
    </fieldset>
  );
}
