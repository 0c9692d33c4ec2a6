import type { TEnumName } from '@tableside/shared/enums.schemas';
import type { ReactNode } from 'react';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useEnumValues } from './enums.queries.ts';

type TEnumChoicesProps = {
  name: TEnumName;
  /** The choices, once the server named at least one. */
  children: (values: readonly string[]) => ReactNode;
};

/**
 * A choice list read from GET /enums (the status filter, the payment methods): while it loads, a
 * failure with Retry, and an empty answer each say so in place of the choices.
 */
export function EnumChoices({ name, children }: TEnumChoicesProps) {
  const { t } = useTranslation();
  const query = useEnumValues(name);
  if (query.isPending) {
    return (
      <p role="status" className="flex min-h-11 items-center gap-2 text-sm text-fg-muted">
        <Spinner size="sm" />
        {t('admin.enums.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex min-h-11 flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-danger">{t('admin.enums.error')}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('admin.enums.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="flex min-h-11 items-center text-sm text-fg-muted">{t('admin.enums.empty')}</p>;
  }
  return children(query.data);
}

/**
 * The locale text of `value` under `group` (e.g. 'admin.orders.status' + 'READY'), looked up by
 * value; a value the locale files do not know yet (a newer server's) reads as words ('ON_HOLD' →
 * 'On hold') rather than as a text key.
 */
export function enumLabel(t: TTranslate, group: string, value: string): string {
  const key = `${group}.${value}`;
  const text = t(key as TTranslationKey);
  return text === key ? valueInWords(value) : text;
}

/** 'ON_HOLD' → 'On hold': a value no text names yet, readable. */
export function valueInWords(value: string): string {
  const words = value.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
