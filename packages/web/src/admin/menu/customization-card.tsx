import { CUSTOMIZATION_TYPES } from '@tableside/shared/constants';
import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import { clsx } from 'clsx';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { selectStyles } from '../../ui/select.tsx';
import { CheckLabel } from './check-label.tsx';
import {
  enablerChoices,
  hasOptions,
  type TCustomizationAction,
  type TCustomizationDraft,
} from './customization-editor.state.ts';
import { CustomizationOptionRow } from './customization-option-row.tsx';
import { ErrorText } from './error-text.tsx';
import { AddButton, MoveRemoveButtons } from './list-buttons.tsx';
import { inputStyles } from './menu-styles.ts';

type TCardProps = {
  customization: TCustomizationDraft;
  index: number;
  /** Every customization of the item: the others' options may switch this one on. */
  all: TCustomizationDraft[];
  dispatch: Dispatch<TCustomizationAction>;
  errors: Record<string, string>;
};

type TUpdate = Extract<TCustomizationAction, { kind: 'update' }>['patch'];

/** One customization: its name, type, look, enabling option, required flag and options. */
export function CustomizationCard({ customization: c, index, all, dispatch, errors }: TCardProps) {
  const { t } = useTranslation();
  const label = c.name || t('admin.menuAdmin.custom.untitled', { n: index + 1 });
  const update = (patch: TUpdate) => dispatch({ kind: 'update', key: c.key, patch });
  const nameError = errors[`${c.key}.name`];
  const enabledError = errors[`${c.key}.enabled_by`];

  return (
    <li className="space-y-3 rounded-xl border border-line bg-card p-3" aria-label={label}>
      <div className="flex items-start gap-2">
        <LabelledControl
          id={`${c.key}-name`}
          label={t('admin.menuAdmin.custom.name')}
          className="min-w-0 flex-1"
        >
          <input
            id={`${c.key}-name`}
            value={c.name}
            maxLength={MENU_LIMITS.customizationName}
            onChange={(event) => update({ name: event.target.value })}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${c.key}-name-error` : undefined}
            className={inputStyles}
          />
          <ErrorText id={`${c.key}-name-error`} text={nameError} />
        </LabelledControl>
        <div className="flex shrink-0 pt-6">
          <MoveRemoveButtons
            name={label}
            first={index === 0}
            last={index === all.length - 1}
            removeLabel={t('admin.menuAdmin.custom.remove', { name: label })}
            onMove={(by) => dispatch({ kind: 'move', key: c.key, by })}
            onRemove={() => dispatch({ kind: 'remove', key: c.key })}
          />
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledControl id={`${c.key}-type`} label={t('admin.menuAdmin.custom.type')}>
          <select
            id={`${c.key}-type`}
            value={c.type}
            onChange={(event) => update({ type: event.target.value as TCustomizationDraft['type'] })}
            className={selectStyles}
          >
            {CUSTOMIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.menuAdmin.custom.types.${type}`)}
              </option>
            ))}
          </select>
        </LabelledControl>
        {hasOptions(c.type) ? (
          <LabelledControl id={`${c.key}-ui`} label={t('admin.menuAdmin.custom.uiType')}>
            <select
              id={`${c.key}-ui`}
              value={c.ui_type}
              onChange={(event) => update({ ui_type: event.target.value as TCustomizationDraft['ui_type'] })}
              className={selectStyles}
            >
              <option value="DROPDOWN">{t('admin.menuAdmin.custom.uiTypes.DROPDOWN')}</option>
              <option value="CARDS">{t('admin.menuAdmin.custom.uiTypes.CARDS')}</option>
            </select>
          </LabelledControl>
        ) : null}
        <LabelledControl id={`${c.key}-enabled`} label={t('admin.menuAdmin.custom.enabledBy')}>
          <select
            id={`${c.key}-enabled`}
            value={c.enabled_by ?? ''}
            onChange={(event) => update({ enabled_by: event.target.value || null })}
            aria-invalid={enabledError ? true : undefined}
            className={selectStyles}
          >
            <option value="">{t('admin.menuAdmin.custom.always')}</option>
            {enablerChoices(all, c.key).map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
          <ErrorText id={`${c.key}-enabled-error`} text={enabledError} />
        </LabelledControl>
        <CheckLabel checked={c.required} onChange={(required) => update({ required })} className="self-end">
          {t('admin.menuAdmin.custom.required')}
        </CheckLabel>
      </div>

      {hasOptions(c.type) ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('admin.menuAdmin.custom.options')}</legend>
          <ErrorText id={`${c.key}-options-error`} text={errors[`${c.key}.options`]} />
          <ol className="space-y-2">
            {c.options.map((option, optionIndex) => (
              <CustomizationOptionRow
                key={option.key}
                customization={c}
                option={option}
                index={optionIndex}
                dispatch={dispatch}
                errors={errors}
              />
            ))}
          </ol>
          {c.options.length < MENU_LIMITS.optionsPerCustomization ? (
            <AddButton
              label={t('admin.menuAdmin.custom.addOption')}
              onClick={() => dispatch({ kind: 'addOption', key: c.key })}
            />
          ) : null}
        </fieldset>
      ) : (
        <p className="text-sm text-fg-muted">{t('admin.menuAdmin.custom.textHint')}</p>
      )}
    </li>
  );
}

type TLabelledControlProps = { id: string; label: string; className?: string; children: ReactNode };

/** A native control (`id`) under its label, with any problem text after it. */
function LabelledControl({ id, label, className, children }: TLabelledControlProps) {
  return (
    <div className={clsx(className, 'space-y-1')}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
