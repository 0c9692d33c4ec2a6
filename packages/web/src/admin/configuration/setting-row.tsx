import type { TConfigSettingView } from '@tableside/shared/config.schemas';
import type { TConfigLocale } from '@tableside/shared/config-catalogue';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { configQueries } from './config.queries.ts';
import { formatSettingValue } from './config-format.ts';
import { settingText } from './config-view.ts';
import { SettingEditor, usesFieldset } from './setting-editors/setting-editor.tsx';
import { SettingKeyCopy } from './setting-key-copy.tsx';
import { useConfigActions } from './use-config-actions.hook.ts';

type TSettingRowProps = {
  setting: TConfigSettingView;
  value: string;
  dirty: boolean;
  /** Already in the UI language. */
  error: string | undefined;
  onChange: (value: string) => void;
  /** After "Reset to default" succeeded: the row's unsaved edit goes too. */
  onReset: () => void;
  canManage: boolean;
  language: TConfigLocale;
  groupValues: Readonly<Record<string, string>>;
  highlighted: boolean;
};

const frameStyles = 'grid min-w-0 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-6';

/** One setting: name, help, editor, default hint, error and "Reset to default". */
export function SettingRow(props: TSettingRowProps) {
  const { setting, value, dirty, error, onChange, canManage, language, groupValues, highlighted } = props;
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const { resetKey } = useConfigActions();
  const text = settingText(setting, language);
  const isAction = setting.type === 'BUTTON';
  const ids = { control: `${id}-control`, help: `${id}-help`, error: `${id}-error`, label: `${id}-label` };
  const control = {
    id: ids.control,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby':
      [text.description ? ids.help : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined,
  };
  // Editors of several controls sit in a fieldset named by the setting; the others have one labelled control.
  const grouped = usesFieldset(setting.type, setting.key, value);
  // An ID default names its record (the only one is a tax), not its number.
  const taxes = useQuery({ ...configQueries.taxes(), enabled: setting.type === 'ID' });
  const defaultTax = taxes.data?.find((tax) => String(tax.id) === setting.default_value);
  const defaultText = defaultTax
    ? t('admin.configuration.editors.taxOption', { name: defaultTax.name, value: defaultTax.value })
    : formatSettingValue(t, setting, setting.default_value, language);

  const body = (
    <>
      <div className="min-w-0 space-y-1">
        {grouped ? (
          <p id={ids.label} className="font-medium text-fg">
            {text.name}
          </p>
        ) : (
          <label id={ids.label} htmlFor={ids.control} className="block font-medium text-fg">
            {text.name}
          </label>
        )}
        {text.description ? (
          <p id={ids.help} className="text-sm text-fg-muted">
            {text.description}
          </p>
        ) : null}
        {dirty ? (
          <span className="inline-block rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-fg">
            {t('admin.configuration.group.changed')}
          </span>
        ) : null}
      </div>
      <div className="min-w-0 space-y-2">
        <SettingEditor
          setting={setting}
          value={value}
          onChange={onChange}
          disabled={!canManage && !isAction}
          control={control}
          name={text.name}
          language={language}
          groupValues={groupValues}
        />
        {error ? (
          <p id={ids.error} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {isAction ? null : (
            <p className="min-w-0 text-xs break-words text-fg-muted">
              {t('admin.configuration.setting.default', { value: defaultText })}
            </p>
          )}
          <div className="ms-auto flex flex-wrap gap-1">
            <SettingKeyCopy settingKey={setting.key} name={text.name} />
            {canManage && !isAction ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.configuration.setting.resetLabel', { name: text.name })}
                onClick={() => setConfirming(true)}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('admin.configuration.setting.reset')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );

  return (
    <li
      data-setting-key={setting.key}
      className={clsx(
        'scroll-mt-24 rounded-xl p-3 transition-colors sm:p-4',
        highlighted && 'bg-muted outline-2 outline-ring',
      )}
    >
      {grouped ? (
        <fieldset
          aria-labelledby={ids.label}
          aria-describedby={control['aria-describedby']}
          className={frameStyles}
        >
          {body}
        </fieldset>
      ) : (
        <div className={frameStyles}>{body}</div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.configuration.setting.resetTitle', { name: text.name })}
        description={t('admin.configuration.setting.resetDescription', { value: defaultText })}
        confirmLabel={t('admin.configuration.setting.resetConfirm')}
        cancelLabel={t('admin.configuration.cancel')}
        loading={resetKey.isPending}
        onConfirm={() =>
          resetKey.mutate(setting.key, {
            onSuccess: props.onReset,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}
