import { FLOOR_STATES, type TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { FLOOR_STATE_LOOK } from './floor-states.ts';

/** The four states with icon, name, what they mean and how many tables are in each. */
export function FloorLegend({ tables }: { tables: readonly TFloorTable[] }) {
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
      </ul>
    </section>
  );
}
