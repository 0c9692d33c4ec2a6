import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import type { Dispatch } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CustomizationCard } from './customization-card.tsx';
import type { TCustomizationAction, TCustomizationDraft } from './customization-editor.state.ts';
import { AddButton } from './list-buttons.tsx';

type TCustomizationEditorProps = {
  value: TCustomizationDraft[];
  dispatch: Dispatch<TCustomizationAction>;
  /** Problems keyed as customizationProblems() and the server's mapped field errors make them. */
  errors: Record<string, string>;
};

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
            all={value}
            dispatch={dispatch}
            errors={errors}
          />
        ))}
      </ol>
      {value.length < MENU_LIMITS.customizationsPerItem ? (
        <AddButton
          variant="secondary"
          label={t('admin.menuAdmin.custom.add')}
          onClick={() => dispatch({ kind: 'add' })}
        />
      ) : null}
    </div>
  );
}
