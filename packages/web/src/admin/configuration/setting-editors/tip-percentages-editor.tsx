import { TIP_PERCENTAGE_RULE } from '@tableside/shared/config-rules';
import { Plus, X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import type { TEditorProps } from './editor-props.ts';

/** '5,10,15' as its entries; an empty value is no entry at all. */
export function tipEntries(value: string): string[] {
  return value === '' ? [] : value.split(',').map((part) => part.trim());
}

/**
 * PAYMENT.TIP_PERCENTAGES as a list (issue 41): one number field per suggestion, a remove button
 * each, and "Add". The stored value stays '5,10,15'; the shared rule (config-rules.ts) checks it,
 * so a typo is shown under the field instead of silently disappearing from the bill.
 */
export function TipPercentagesEditor({ value, onChange, disabled, control, name }: TEditorProps) {
  const { t } = useTranslation();
  const entries = tipEntries(value);
  const write = (next: string[]) => onChange(next.join(','));
  const full = entries.length >= TIP_PERCENTAGE_RULE.most;
  return (
    <div className="space-y-2">
      {entries.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.configuration.editors.tips.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity; entries may repeat while typed
            <li key={index} className="flex items-center gap-1">
              <div className="w-20">
                <Input
                  id={index === 0 ? control.id : undefined}
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  aria-label={t('admin.configuration.editors.tips.entry', { name, number: index + 1 })}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={TIP_PERCENTAGE_RULE.max}
                  step="any"
                  value={entry}
                  disabled={disabled}
                  onChange={(event) =>
                    write(entries.map((old, at) => (at === index ? event.target.value : old)))
                  }
                />
              </div>
              <span className="text-sm text-fg-muted">%</span>
              <Button
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={t('admin.configuration.editors.tips.remove', { value: entry || '…' })}
                onClick={() => write(entries.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || full}
        onClick={() => write([...entries, suggestNext(entries)])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('admin.configuration.editors.tips.add')}
      </Button>
      {full ? (
        <p className="text-xs text-fg-muted">
          {t('admin.configuration.editors.tips.most', { count: TIP_PERCENTAGE_RULE.most })}
        </p>
      ) : null}
    </div>
  );
}

/** A new entry starts 5 above the largest one, so adding does not produce a duplicate. */
function suggestNext(entries: readonly string[]): string {
  const numbers = entries.map(Number).filter((n) => Number.isFinite(n));
  const next = numbers.length === 0 ? 10 : Math.max(...numbers) + 5;
  return String(Math.min(next, TIP_PERCENTAGE_RULE.max));
}
