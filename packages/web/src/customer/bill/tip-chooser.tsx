import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Input } from '../../ui/input.tsx';
import { parseAmount, type TTipInput } from './bill-preview.ts';
import { ChipGroup } from './chip-group.tsx';

type TTipChooserProps = {
  /** PAYMENT.TIP_PERCENTAGES, e.g. [5, 10, 15]. */
  percentages: readonly number[];
  value: TTipInput;
  onChange: (tip: TTipInput) => void;
  disabled?: boolean;
};

type TChipValue = 'none' | 'amount' | `p${number}`;

const chipOf = (tip: TTipInput): TChipValue =>
  tip.kind === 'percent' ? `p${tip.percent}` : tip.kind === 'amount' ? 'amount' : 'none';

/** Whether a typed tip amount can be sent (an empty field counts as no tip). */
export function tipAmountInvalid(tip: TTipInput): boolean {
  return tip.kind === 'amount' && tip.amount.trim() !== '' && parseAmount(tip.amount) === null;
}

/** The restaurant's tip percentages, an amount of the guest's own, or none (issue 16). */
export function TipChooser({ percentages, value, onChange, disabled }: TTipChooserProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const invalid = tipAmountInvalid(value);
  const options = [
    { value: 'none' as const, label: t('guest.bill.tipChoice.none') },
    ...percentages.map((percent) => ({ value: `p${percent}` as const, label: `${percent} %` })),
    { value: 'amount' as const, label: t('guest.bill.tipChoice.amount') },
  ];
  const choose = (chip: TChipValue) => {
    if (chip === 'none') onChange({ kind: 'none' });
    else if (chip === 'amount') onChange({ kind: 'amount', amount: '' });
    else onChange({ kind: 'percent', percent: Number(chip.slice(1)) });
  };

  return (
    <div className="space-y-3">
      <ChipGroup
        legend={t('guest.bill.tipChoice.legend')}
        name={`tip-${inputId}`}
        options={options}
        value={chipOf(value)}
        onChange={choose}
        disabled={disabled}
      />
      {value.kind === 'amount' ? (
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {t('guest.bill.tipChoice.amountLabel')}
          </label>
          <Input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-40"
            value={value.amount}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => onChange({ kind: 'amount', amount: event.target.value })}
          />
          {invalid ? (
            <p id={errorId} className="mt-1 text-sm text-danger">
              {t('guest.bill.tipChoice.amountInvalid')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
