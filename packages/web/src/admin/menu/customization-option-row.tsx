import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import { clsx } from 'clsx';
import type { Dispatch } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CheckLabel } from './check-label.tsx';
import {
  isSingleChoice,
  type TCustomizationAction,
  type TCustomizationDraft,
  type TOptionDraft,
} from './customization-editor.state.ts';
import { ErrorText } from './error-text.tsx';
import { MoveRemoveButtons } from './list-buttons.tsx';
import { inputStyles } from './menu-styles.ts';

type TOptionRowProps = {
  customization: TCustomizationDraft;
  option: TOptionDraft;
  index: number;
  dispatch: Dispatch<TCustomizationAction>;
  errors: Record<string, string>;
};

/** One option of a customization: name, surcharge (amount or percent), default and order. */
export function CustomizationOptionRow({
  customization: c,
  option: o,
  index,
  dispatch,
  errors,
}: TOptionRowProps) {
  const { t } = useTranslation();
  const label = o.name || t('admin.menuAdmin.custom.untitledOption', { n: index + 1 });
  const update = (patch: Partial<Omit<TOptionDraft, 'key'>>) =>
    dispatch({ kind: 'updateOption', key: c.key, optionKey: o.key, patch });
  const nameError = errors[`${c.key}.${o.key}.name`];
  const amountError = errors[`${c.key}.${o.key}.value_added`];
  const base = `${c.key}-${o.key}`;
  const single = isSingleChoice(c.type);

  return (
    <li className="flex flex-wrap items-start gap-2 rounded-lg bg-muted/50 p-2">
      <div className="min-w-0 flex-1 basis-36">
        <input
          value={o.name}
          maxLength={MENU_LIMITS.optionName}
          aria-label={t('admin.menuAdmin.custom.optionName', { n: index + 1, customization: c.name })}
          placeholder={t('admin.menuAdmin.custom.optionPlaceholder')}
          onChange={(event) => update({ name: event.target.value })}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${base}-name-error` : undefined}
          className={inputStyles}
        />
        <ErrorText id={`${base}-name-error`} text={nameError} />
      </div>
      <div className="w-36">
        <div className="flex">
          <input
            inputMode="decimal"
            value={o.value_added}
            aria-label={t('admin.menuAdmin.custom.surcharge', { name: label })}
            onChange={(event) => update({ value_added: event.target.value })}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${base}-amount-error` : undefined}
            className={clsx(inputStyles, 'rounded-r-none')}
          />
          <select
            value={o.percent ? 'percent' : 'amount'}
            aria-label={t('admin.menuAdmin.custom.surchargeKind', { name: label })}
            onChange={(event) => update({ percent: event.target.value === 'percent' })}
            className="h-11 rounded-r-lg border border-l-0 border-line bg-card px-1 text-sm"
          >
            <option value="amount">€</option>
            <option value="percent">%</option>
          </select>
        </div>
        <ErrorText id={`${base}-amount-error`} text={amountError} />
      </div>
      <CheckLabel
        type={single ? 'radio' : 'checkbox'}
        name={`${c.key}-default`}
        checked={o.default_option}
        onChange={(on) => update({ default_option: on })}
        onClick={() => {
          // A radio cannot be unchecked by itself: a second click clears the default.
          if (single && o.default_option) update({ default_option: false });
        }}
        className="h-11"
      >
        {t('admin.menuAdmin.custom.default')}
      </CheckLabel>
      <div className="flex">
        <MoveRemoveButtons
          name={label}
          first={index === 0}
          last={index === c.options.length - 1}
          removeLabel={t('admin.menuAdmin.custom.removeOption', { name: label })}
          onMove={(by) => dispatch({ kind: 'moveOption', key: c.key, optionKey: o.key, by })}
          onRemove={() => dispatch({ kind: 'removeOption', key: c.key, optionKey: o.key })}
        />
      </div>
    </li>
  );
}
