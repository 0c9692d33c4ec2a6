import type { TPublicMenu, TPublicMenuCustomization } from '@tableside/shared/public-menu.schemas';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { selectStyles } from '../control-styles.ts';
import { useOrderFormat } from '../order-format.ts';
import {
  draftLineAmount,
  isSingleChoice,
  missingRequired,
  newLineDraft,
  offeredCustomizations,
  staffCanOrder,
  type TLineDraft,
} from './order-line-draft.ts';

/**
 * A simple item picker for staff (issue "Staff operations"): the item from a native select grouped
 * by category, its options as native selects (check boxes where several may be chosen), quantity
 * and instructions, then 'Add line'. Items that cannot be ordered now are listed but disabled.
 */
export function LinePicker({ menu, onAdd }: { menu: TPublicMenu; onAdd: (line: TLineDraft) => void }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const itemSelectId = useId();
  const [draft, setDraft] = useState<TLineDraft | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const items = menu.categories.flatMap((category) => category.items);

  const pick = (itemId: string) => {
    const item = items.find((candidate) => String(candidate.id) === itemId);
    setDraft(item ? newLineDraft(item) : null);
    setMissing([]);
  };
  const update = (patch: Partial<TLineDraft>) => draft && setDraft({ ...draft, ...patch });
  const setOptions = (customizationId: number, optionIds: number[]) =>
    draft && update({ options: { ...draft.options, [customizationId]: optionIds } });
  const add = () => {
    if (!draft) return;
    const unanswered = missingRequired(draft);
    setMissing(unanswered);
    if (unanswered.length > 0) return;
    onAdd(draft);
    setDraft(null);
  };

  return (
    <div className="space-y-4 rounded-xl border border-line p-4">
      <div className="space-y-1.5">
        <label htmlFor={itemSelectId} className="block text-sm font-medium">
          {t('admin.orders.picker.item')}
        </label>
        <select
          id={itemSelectId}
          className={selectStyles}
          value={draft?.item.id ?? ''}
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">{t('admin.orders.picker.chooseItem')}</option>
          {menu.categories.map((category) => (
            <optgroup key={category.id} label={category.name}>
              {category.items.map((item) => (
                <option key={item.id} value={item.id} disabled={!staffCanOrder(item)}>
                  {item.name} · {format.money(item.price)}
                  {staffCanOrder(item)
                    ? ''
                    : ` (${item.unavailable_reason ?? t('admin.orders.picker.unavailable')})`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {draft ? (
        <>
          {offeredCustomizations(draft).map((customization) => (
            <CustomizationControl
              key={customization.id}
              customization={customization}
              draft={draft}
              onOptions={(ids) => setOptions(customization.id, ids)}
              onText={(text) => update({ texts: { ...draft.texts, [customization.id]: text } })}
            />
          ))}
          <Field label={t('admin.orders.picker.instructions')}>
            <Input
              value={draft.instructions}
              maxLength={500}
              onChange={(event) => update({ instructions: event.target.value })}
            />
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <QuantityStepper
              value={draft.quantity}
              onChange={(quantity) => update({ quantity })}
              decreaseLabel={t('admin.orders.picker.less', { name: draft.item.name })}
              increaseLabel={t('admin.orders.picker.more', { name: draft.item.name })}
            />
            <Button onClick={add}>
              <Plus aria-hidden="true" className="size-4" />
              {t('admin.orders.picker.addLine', {
                price: format.money(draftLineAmount(draft)),
              })}
            </Button>
          </div>
          {missing.length > 0 ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {t('admin.orders.picker.required', { names: missing.join(', ') })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

type TCustomizationControlProps = {
  customization: TPublicMenuCustomization;
  draft: TLineDraft;
  onOptions: (optionIds: number[]) => void;
  onText: (text: string) => void;
};

function CustomizationControl({ customization, draft, onOptions, onText }: TCustomizationControlProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const selectId = useId();
  const chosen = draft.options[customization.id] ?? [];
  const label = customization.required
    ? t('admin.orders.picker.requiredLabel', { name: customization.name })
    : customization.name;

  if (customization.type === 'TEXT') {
    return (
      <Field label={label}>
        <Input
          value={draft.texts[customization.id] ?? ''}
          maxLength={200}
          onChange={(e) => onText(e.target.value)}
        />
      </Field>
    );
  }
  const optionLabel = (option: TPublicMenuCustomization['options'][number]) => {
    const extra = format.surcharge(option.value_added, option.percent);
    return extra ? `${option.name} (${extra})` : option.name;
  };

  if (isSingleChoice(customization)) {
    return (
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium">
          {label}
        </label>
        <select
          id={selectId}
          className={selectStyles}
          value={chosen[0] ?? ''}
          onChange={(event) => onOptions(event.target.value ? [Number(event.target.value)] : [])}
        >
          {customization.required && chosen.length > 0 ? null : (
            <option value="">{t('admin.orders.picker.none')}</option>
          )}
          {customization.options.map((option) => (
            <option key={option.id} value={option.id}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {customization.options.map((option) => (
        <label key={option.id} className="flex min-h-11 items-center gap-3 text-base">
          <input
            type="checkbox"
            className="size-5 accent-action"
            checked={chosen.includes(option.id)}
            onChange={(event) =>
              onOptions(
                event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id),
              )
            }
          />
          {optionLabel(option)}
        </label>
      ))}
    </fieldset>
  );
}
