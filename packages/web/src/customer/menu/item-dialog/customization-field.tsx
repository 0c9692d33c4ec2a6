import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type { TPublicMenuCustomization, TPublicMenuOption } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isSingleChoice, type TCustomizationAnswer } from '../../menu-data/item-selection.ts';
import { usePriceFormat } from '../../menu-data/price-format.ts';

type TCustomizationFieldProps = {
  customization: TPublicMenuCustomization;
  answer: TCustomizationAnswer | undefined;
  onToggle: (optionId: number) => void;
  onClear: () => void;
  onText: (text: string) => void;
  /** Shown once the guest tried to add the item without answering a required customization. */
  error?: string | undefined;
};

/**
 * One customization of the item dialog (spec admin 3 "Customization"): SELECT as radio cards or a
 * native select (ui_type), MULTISELECT and CHECKBOX as tick boxes, TEXT as a text box. Native
 * controls give keyboard use and screen-reader roles without extra code.
 */
export function CustomizationField({
  customization,
  answer,
  onToggle,
  onClear,
  onText,
  error,
}: TCustomizationFieldProps) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [customization.description ? descriptionId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const heading = (
    <>
      {customization.name}
      {customization.required ? (
        <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-fg-muted">
          {t('customer.menu.dialog.required')}
        </span>
      ) : null}
    </>
  );
  const footer = (
    <>
      {customization.description ? (
        <p id={descriptionId} className="text-sm text-fg-muted">
          {customization.description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
  const chosen = answer?.optionIds ?? [];

  if (customization.type === 'TEXT') {
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-medium">
          {heading}
        </label>
        <input
          id={id}
          type="text"
          value={answer?.text ?? ''}
          maxLength={ORDER_LIMITS.textAnswer}
          onChange={(event) => onText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={customization.required || undefined}
          className="block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg aria-invalid:border-danger"
        />
        {footer}
      </div>
    );
  }

  if (isSingleChoice(customization) && customization.ui_type === 'DROPDOWN') {
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-medium">
          {heading}
        </label>
        <select
          id={id}
          value={chosen[0] ?? ''}
          onChange={(event) => (event.target.value === '' ? onClear() : onToggle(Number(event.target.value)))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={customization.required || undefined}
          className="block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg aria-invalid:border-danger"
        >
          {chosen.length === 0 || !customization.required ? (
            <option value="">
              {customization.required ? t('customer.menu.dialog.choose') : t('customer.menu.dialog.none')}
            </option>
          ) : null}
          {customization.options.map((option) => (
            <option key={option.id} value={option.id}>
              {[option.name, format.surcharge(option)].filter(Boolean).join('  ')}
            </option>
          ))}
        </select>
        {footer}
      </div>
    );
  }

  const single = isSingleChoice(customization);
  const stop = single ? radioTabStop(customization, chosen) : undefined;
  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 font-medium">{heading}</legend>
      <div className={clsx('grid gap-2', single && 'sm:grid-cols-2')}>
        {single && !customization.required ? (
          <OptionCard
            name={id}
            type="radio"
            checked={chosen.length === 0}
            onChange={onClear}
            label={t('customer.menu.dialog.none')}
            tabStop={stop === NONE}
          />
        ) : null}
        {customization.options.map((option) => (
          <OptionCard
            key={option.id}
            name={id}
            type={single ? 'radio' : 'checkbox'}
            checked={chosen.includes(option.id)}
            onChange={() => onToggle(option.id)}
            label={option.name}
            option={option}
            tabStop={!single || stop === option.id}
          />
        ))}
      </div>
      <div className="mt-1.5 space-y-1">{footer}</div>
    </fieldset>
  );
}

/** The 'None' choice of an optional single choice. */
const NONE = 'none';

/**
 * The one radio of a group in the Tab order (issue 41): the chosen option, else the first. A native
 * group is one Tab stop already, but Radix's focus trap, looping from the dialog's last control to
 * its first, counts every radio as a stop; the arrow keys still move between all of them.
 */
function radioTabStop(customization: TPublicMenuCustomization, chosen: readonly number[]) {
  const picked = customization.options.find((option) => chosen.includes(option.id));
  if (picked) return picked.id;
  return customization.required ? customization.options[0]?.id : NONE;
}

type TOptionCardProps = {
  name: string;
  type: 'radio' | 'checkbox';
  checked: boolean;
  onChange: () => void;
  label: string;
  option?: TPublicMenuOption;
  /** false takes the control out of the Tab order (the other radios of its group). */
  tabStop: boolean;
};

/** A native radio or check box dressed as a card: the whole card is the touch target. */
function OptionCard({ name, type, checked, onChange, label, option, tabStop }: TOptionCardProps) {
  const format = usePriceFormat();
  const surcharge = option ? format.surcharge(option) : null;
  return (
    <label
      className={clsx(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-action bg-muted' : 'border-line bg-card hover:bg-muted',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        tabIndex={tabStop ? undefined : -1}
        className="size-5 shrink-0 accent-[var(--action)] focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{label}</span>
        {option?.description ? (
          <span className="block text-sm text-fg-muted">{option.description}</span>
        ) : null}
      </span>
      {surcharge ? ' ' : null}
      {surcharge ? <span className="shrink-0 text-sm font-medium tabular-nums">{surcharge}</span> : null}
    </label>
  );
}
