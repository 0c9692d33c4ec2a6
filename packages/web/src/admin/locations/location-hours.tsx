import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useStaffFormat } from '../staff-settings/staff-format.ts';
import { useLoadedStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { hoursLines } from './location-hours-lines.ts';

/** A location's hours on its card: its own, or the restaurant's (OPERATIONS.OPERATING_HOURS), and which. */
export function LocationHours({ own }: { own: string | null }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  // Nothing until the settings are in, rather than the catalogue's default hours for a moment.
  const restaurant = useLoadedStaffSettings()?.opening_hours ?? null;
  const lines = hoursLines(own ?? restaurant, format, {
    closed: t('admin.locations.hoursClosed'),
    allDay: t('admin.locations.hoursAllDay'),
  });
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="block tabular-nums">
          {line}
        </span>
      ))}
      <span className="block text-xs text-fg-muted">
        {t(own ? 'admin.locations.ownHours' : 'admin.locations.restaurantHours')}
      </span>
    </>
  );
}
