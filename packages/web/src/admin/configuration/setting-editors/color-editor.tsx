import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Input } from '../../../ui/input.tsx';
import { contrastRatio, MIN_TEXT_CONTRAST } from './color-contrast.ts';
import { describedBy, type TEditorProps } from './editor-props.ts';

const VALID = /^#[0-9a-f]{6}$/i;
const WHITE = '#ffffff';

/**
 * The colour a setting is read against. The secondary colour is the guests' background, so the
 * primary colour (text and buttons) must stand out on it; the others carry white text or sit on
 * white cards.
 */
function partnerOf(
  key: string,
  values: Readonly<Record<string, string>>,
): { color: string; isWhite: boolean } {
  const primary = values['BRANDING.PRIMARY_COLOR'];
  if (key === 'BRANDING.SECONDARY_COLOR' && primary && VALID.test(primary)) {
    return { color: primary, isWhite: false };
  }
  return { color: WHITE, isWhite: true };
}

/** COLOR: a colour picker and the #RRGGBB text beside it, with a contrast check below. */
export function ColorEditor({
  setting,
  value,
  onChange,
  disabled,
  control,
  name,
  groupValues,
}: TEditorProps) {
  const { t } = useTranslation();
  const partner = partnerOf(setting.key, groupValues);
  const ratio = contrastRatio(value, partner.color);
  const contrastId = `${control.id}-contrast`;
  const low = ratio !== null && ratio < MIN_TEXT_CONTRAST;
  const against = partner.isWhite
    ? t('admin.configuration.editors.white')
    : t('admin.configuration.editors.primaryColor');
  const shown = ratio === null ? '' : ratio.toFixed(1);

  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('admin.configuration.editors.colorPicker', { name })}
          value={VALID.test(value) ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line bg-card p-1 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <Input
          {...control}
          aria-describedby={describedBy(control, ratio === null ? undefined : contrastId)}
          value={value}
          disabled={disabled}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value.trim())}
          className="max-w-36 font-mono"
        />
      </div>
      {ratio === null ? null : low ? (
        <p id={contrastId} className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('admin.configuration.editors.contrast', { ratio: shown, against })}
        </p>
      ) : (
        <p id={contrastId} className="text-xs text-fg-muted">
          {t('admin.configuration.editors.contrastOk', { ratio: shown, against })}
        </p>
      )}
    </div>
  );
}
