import { FLOOR_STATES, type TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { clsx } from 'clsx';
import { ConciergeBell } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CALLING_LOOK, FLOOR_STATE_LOOK } from './floor-states.ts';

/**
 * The four states with icon, name, what they mean and how many tables are in each; and, while any
 * table's guests called a waiter, how many (decision 0031).
 */
export function FloorLegend({ tables, calling = 0 }: { tables: readonly TFloorTable[]; calling?: number }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('admin.floorPlan.legend')}>
      <ul className="flex flex-wrap gap-2">
        {FLOOR_STATES.map((state) => {
          const { icon: Icon, swatch } = FLOOR_STATE_LOOK[state];
          const count = tables.filter((table) => table.state === state).length;
          return (
            <li
              key={state}
              className="flex items-center gap-2 rounded-full border border-line bg-card py-1 pr-3 pl-1 text-sm"
              title={t(`admin.floorPlan.stateHelp.${state}`)}
            >
              <span className={clsx('flex size-6 items-center justify-center rounded-full', swatch)}>
                <Icon aria-hidden="true" className="size-3.5" />
              </span>
              <span className="font-medium">{t(`admin.floorPlan.states.${state}`)}</span>
              <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums">{count}</span>
              <span className="sr-only">{t(`admin.floorPlan.stateHelp.${state}`)}</span>
            </li>
          );
        })}
        {calling > 0 ? (
          <li className="flex items-center gap-2 rounded-full border border-line bg-card py-1 pr-3 pl-1 text-sm">
            <span
              className={clsx('flex size-6 items-center justify-center rounded-full', CALLING_LOOK.badge)}
            >
              <ConciergeBell aria-hidden="true" className="size-3.5" />
            </span>
            <span className="font-medium">{t('admin.waiterCalls.floorLegend')}</span>
            <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums">{calling}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
