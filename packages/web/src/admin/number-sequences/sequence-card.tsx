import type { TNumberRecord } from '@tableside/shared/number-records.schemas';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { useSequenceTexts } from './use-sequence-texts.hook.ts';

type TSequenceCardProps = {
  record: TNumberRecord;
  onSetNext: (record: TNumberRecord) => void;
  onFormat: (record: TNumberRecord) => void;
};

/**
 * One sequence: what it numbers and where that number is seen, its prefix and digits, the last number handed out and, largest,
 * the next one. A region named after the sequence, so its two buttons read "Set next number" in
 * context (and a screen reader's region list leads to each).
 */
export function SequenceCard({ record, onSetNext, onFormat }: TSequenceCardProps) {
  const { t } = useTranslation();
  const texts = useSequenceTexts();
  const headingId = useId();
  const description = texts.description(record.entity_name);
  const shownIn = texts.shownIn(record.entity_name);
  const facts = [
    {
      label: t('admin.numberSequences.fields.prefix'),
      value: record.prefix || t('admin.numberSequences.fields.noPrefix'),
    },
    { label: t('admin.numberSequences.fields.padding'), value: String(record.padding) },
    {
      label: t('admin.numberSequences.fields.last'),
      value: record.last_formatted ?? t('admin.numberSequences.fields.none'),
    },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-card p-4 sm:p-5"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-bold">
          {texts.label(record.entity_name)}
        </h2>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        {shownIn ? <p className="text-sm text-fg-muted">{shownIn}</p> : null}
      </div>
      <div className="rounded-xl bg-muted px-4 py-3">
        <p className="text-sm text-fg-muted">{t('admin.numberSequences.fields.next')}</p>
        <p className="text-2xl font-bold tabular-nums break-all">{record.next_formatted}</p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-fg-muted">{fact.label}</dt>
            <dd className="font-medium tabular-nums break-all">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button onClick={() => onSetNext(record)}>{t('admin.numberSequences.actions.setNext')}</Button>
        <Button variant="secondary" onClick={() => onFormat(record)}>
          {t('admin.numberSequences.actions.format')}
        </Button>
      </div>
    </section>
  );
}
