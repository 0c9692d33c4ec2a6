import { CUSTOMIZATION_TYPES } from '@tableside/shared/constants';
import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import {
  enablerChoices,
  hasOptions,
  isSingleChoice,
  type TCustomizationAction,
  type TCustomizationDraft,
  type TOptionDraft,
} from './customization-editor.state.ts';
import { selectStyles } from './menu-styles.ts';

type TCustomizationEditorProps = {
  value: TCustomizationDraft[];
  dispatch: Dispatch<TCustomizationAction>;
  /** Problems keyed as customizationProblems() and the server's mapped field errors make them. */
  errors: Record<string, string>;
};

const inputStyles =
  'block h-11 w-full rounded-lg border border-line bg-card px-3 text-base text-fg shadow-xs aria-invalid:border-danger';

/**
 * The item's customizations and their options (spec admin 3): type, look, required, defaults,
 * surcharges as an amount or a percent, the option that switches a customization on, and order.
 */
export function CustomizationEditor({ value, dispatch, errors }: TCustomizationEditorProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.menuAdmin.custom.none')}</p>
      ) : null}
      <ol className="space-y-3">
        {value.map((customization, index) => (
          <CustomizationCard
            key={customization.key}
            customization={customization}
            index={index}
            count={value.length}
            all={value}
            dispatch={dispatch}
            errors={errors}
          />
        ))}
      </ol>
      {value.length < MENU_LIMITS.customizationsPerItem ? (
        <Button variant="secondary" onClick={() => dispatch({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.menuAdmin.custom.add')}
        </Button>
      ) : null}
    </div>
  );
}

type TCardProps = {
  customization: TCustomizationDraft;
  index: number;
  count: number;
  all: TCustomizationDraft[];
  dispatch: Dispatch<TCustomizationAction>;
  errors: Record<string, string>;
};

function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-danger">
      {text}
    </p>
  ) : null;
}

function CustomizationCard({ customization: c, index, count, all, dispatch, errors }: TCardProps) {
  const { t } = useTranslation();
  const label = c.name || t('admin.menuAdmin.custom.untitled', { n: index + 1 });
  const update = (patch: Extract<TCustomizationAction, { kind: 'update' }>['patch']) =>
    dispatch({ kind: 'update', key: c.key, patch });
  const choices = enablerChoices(all, c.key);
  const nameError = errors[`${c.key}.name`];

  return (
    <li className="space-y-3 rounded-xl border border-line bg-card p-3" aria-label={label}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${c.key}-name`} className="block text-sm font-medium">
            {t('admin.menuAdmin.custom.name')}
          </label>
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
        </div>
        <div className="flex shrink-0 pt-6">
          <Button
            variant="ghost"
            size="icon"
            disabled={index === 0}
            aria-label={t('admin.menuAdmin.custom.moveUp', { name: label })}
            onClick={() => dispatch({ kind: 'move', key: c.key, by: -1 })}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={index === count - 1}
            aria-label={t('admin.menuAdmin.custom.moveDown', { name: label })}
            onClick={() => dispatch({ kind: 'move', key: c.key, by: 1 })}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-danger"
            aria-label={t('admin.menuAdmin.custom.remove', { name: label })}
            onClick={() => dispatch({ kind: 'remove', key: c.key })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${c.key}-type`} className="block text-sm font-medium">
            {t('admin.menuAdmin.custom.type')}
          </label>
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
        </div>
        {hasOptions(c.type) ? (
          <div className="space-y-1">
            <label htmlFor={`${c.key}-ui`} className="block text-sm font-medium">
              {t('admin.menuAdmin.custom.uiType')}
            </label>
            <select
              id={`${c.key}-ui`}
              value={c.ui_type}
              onChange={(event) => update({ ui_type: event.target.value as TCustomizationDraft['ui_type'] })}
              className={selectStyles}
            >
              <option value="DROPDOWN">{t('admin.menuAdmin.custom.uiTypes.DROPDOWN')}</option>
              <option value="CARDS">{t('admin.menuAdmin.custom.uiTypes.CARDS')}</option>
            </select>
          </div>
        ) : null}
        <div className="space-y-1">
          <label htmlFor={`${c.key}-enabled`} className="block text-sm font-medium">
            {t('admin.menuAdmin.custom.enabledBy')}
          </label>
          <select
            id={`${c.key}-enabled`}
            value={c.enabled_by ?? ''}
            onChange={(event) => update({ enabled_by: event.target.value || null })}
            aria-invalid={errors[`${c.key}.enabled_by`] ? true : undefined}
            className={selectStyles}
          >
            <option value="">{t('admin.menuAdmin.custom.always')}</option>
            {choices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
          <ErrorText id={`${c.key}-enabled-error`} text={errors[`${c.key}.enabled_by`]} />
        </div>
        <label className="flex min-h-11 items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            checked={c.required}
            onChange={(event) => update({ required: event.target.checked })}
            className="size-5 accent-(--color-action)"
          />
          {t('admin.menuAdmin.custom.required')}
        </label>
      </div>

      {hasOptions(c.type) ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('admin.menuAdmin.custom.options')}</legend>
          <ErrorText id={`${c.key}-options-error`} text={errors[`${c.key}.options`]} />
          <ol className="space-y-2">
            {c.options.map((option, optionIndex) => (
              <OptionRow
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
            <Button variant="ghost" size="sm" onClick={() => dispatch({ kind: 'addOption', key: c.key })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('admin.menuAdmin.custom.addOption')}
            </Button>
          ) : null}
        </fieldset>
      ) : (
        <p className="text-sm text-fg-muted">{t('admin.menuAdmin.custom.textHint')}</p>
      )}
    </li>
  );
}

type TOptionRowProps = {
  customization: TCustomizationDraft;
  option: TOptionDraft;
  index: number;
  dispatch: Dispatch<TCustomizationAction>;
  errors: Record<string, string>;
};

function OptionRow({ customization: c, option: o, index, dispatch, errors }: TOptionRowProps) {
  const { t } = useTranslation();
  const label = o.name || t('admin.menuAdmin.custom.untitledOption', { n: index + 1 });
  const update = (patch: Partial<Omit<TOptionDraft, 'key'>>) =>
    dispatch({ kind: 'updateOption', key: c.key, optionKey: o.key, patch });
  const nameError = errors[`${c.key}.${o.key}.name`];
  const amountError = errors[`${c.key}.${o.key}.value_added`];
  const base = `${c.key}-${o.key}`;

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
      <label className="flex h-11 items-center gap-2 text-sm">
        <input
          type={isSingleChoice(c.type) ? 'radio' : 'checkbox'}
          name={`${c.key}-default`}
          checked={o.default_option}
          onChange={(event) => update({ default_option: event.target.checked })}
          onClick={() => {
            // A radio cannot be unchecked by itself: a second click clears the default.
            if (isSingleChoice(c.type) && o.default_option) update({ default_option: false });
          }}
          className="size-5 accent-(--color-action)"
        />
        {t('admin.menuAdmin.custom.default')}
      </label>
      <div className="flex">
        <Button
          variant="ghost"
          size="icon"
          disabled={index === 0}
          aria-label={t('admin.menuAdmin.custom.moveUp', { name: label })}
          onClick={() => dispatch({ kind: 'moveOption', key: c.key, optionKey: o.key, by: -1 })}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={index === c.options.length - 1}
          aria-label={t('admin.menuAdmin.custom.moveDown', { name: label })}
          onClick={() => dispatch({ kind: 'moveOption', key: c.key, optionKey: o.key, by: 1 })}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-danger"
          aria-label={t('admin.menuAdmin.custom.removeOption', { name: label })}
          onClick={() => dispatch({ kind: 'removeOption', key: c.key, optionKey: o.key })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}
