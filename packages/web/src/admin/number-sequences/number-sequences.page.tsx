import type { TNumberRecord } from '@tableside/shared/number-records.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import { NextNumberDialog } from './next-number-dialog.tsx';
import { numberSequenceQueries } from './number-sequences.queries.ts';
import { SequenceCard } from './sequence-card.tsx';
import { SequenceFormatDialog } from './sequence-format-dialog.tsx';

type TOpen = { id: number; dialog: 'next' | 'format' } | null;

/**
 * /admin/number-sequences (spec admin 9 "Number records"; decision 0017): the orders', invoices'
 * and customers' numbers with their prefix, digits, last and next number. An owner may move the
 * next number forward (a new year's invoices from 2025-0001, say), never back onto one handed out.
 */
export function NumberSequencesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.numberSequences'));
  const list = useQuery(numberSequenceQueries.list());
  const [open, setOpen] = useState<TOpen>(null);
  // The dialogs follow the sequence as the list has it now: it is read again after every write.
  const record = list.data?.find((candidate) => candidate.id === open?.id) ?? null;
  const show = (dialog: 'next' | 'format') => (chosen: TNumberRecord) => setOpen({ id: chosen.id, dialog });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('admin.screens.numberSequences')}</h1>
        <p className="max-w-2xl text-fg-muted">{t('admin.numberSequences.intro')}</p>
      </div>
      <QueryStates
        query={list}
        texts={{
          error: t('admin.numberSequences.error'),
          retry: t('admin.numberSequences.retry'),
          loading: t('admin.numberSequences.loading'),
        }}
      />
      {list.data?.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-4 py-12 text-center text-fg-muted">
          {t('admin.numberSequences.empty')}
        </p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((sequence) => (
            <SequenceCard
              key={sequence.id}
              record={sequence}
              onSetNext={show('next')}
              onFormat={show('format')}
            />
          ))}
        </div>
      ) : null}
      <NextNumberDialog record={open?.dialog === 'next' ? record : null} onClose={() => setOpen(null)} />
      <SequenceFormatDialog
        record={open?.dialog === 'format' ? record : null}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
