import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useOrderFormat } from '../order-format.ts';
import { orderPickerQueries } from '../orders.queries.ts';
import { LinePicker } from './line-picker.tsx';
import { draftChoiceNames, draftLineAmount, draftSubtotal, type TLineDraft } from './order-line-draft.ts';

type TDraftLinesEditorProps = {
  lines: TLineDraft[];
  onChange: (lines: TLineDraft[]) => void;
};

/** The menu picker and the lines picked so far, with an estimated subtotal before tax. */
export function DraftLinesEditor({ lines, onChange }: TDraftLinesEditorProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const menu = useQuery(orderPickerQueries.menu());
  const headingId = useId();
  const subtotal = draftSubtotal(lines);

  return (
    <div className="space-y-4">
      {menu.isPending ? (
        <p role="status" className="flex items-center gap-2 text-fg-muted">
          <Spinner size="sm" />
          {t('admin.orders.picker.loading')}
        </p>
      ) : menu.isError ? (
        <Banner>{t('admin.orders.picker.error')}</Banner>
      ) : (
        <LinePicker menu={menu.data} onAdd={(line) => onChange([...lines, line])} />
      )}
      <section aria-labelledby={headingId} className="space-y-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t('admin.orders.picker.lines', { count: lines.length })}
        </h3>
        {lines.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('admin.orders.picker.noLines')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {lines.map((line, index) => (
              // Lines have no id until the server stores them; their position is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="flex items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {line.quantity}× {line.item.name}
                  </p>
                  {draftChoiceNames(line).length > 0 ? (
                    <p className="text-sm text-fg-muted">{draftChoiceNames(line).join(', ')}</p>
                  ) : null}
                  {line.instructions.trim() ? <p className="text-sm italic">{line.instructions}</p> : null}
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="tabular-nums">{format.money(draftLineAmount(line))}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('admin.orders.picker.removeLine', { name: line.item.name })}
                    onClick={() => onChange(lines.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {lines.length > 0 ? (
          <p className="flex justify-between text-base font-semibold">
            <span>{t('admin.orders.picker.subtotal')}</span>
            <span className="tabular-nums">{format.money(subtotal)}</span>
          </p>
        ) : null}
      </section>
    </div>
  );
}
