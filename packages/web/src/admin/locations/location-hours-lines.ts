import { parseOperatingHours, type TDaySchedule, WEEKDAYS } from '@tableside/shared/availability.schemas';
import type { TDateTimeFormat } from '../../lib/format/date-time-format.ts';

type THoursWords = { closed: string; allDay: string };

/**
 * Opening hours as a card shows them, one line per run of days with the same hours, on the
 * restaurant's clock: 'Mon–Thu 09:00–22:00', 'Fri 09:00–14:00, 17:00–23:00', 'Sun Closed'.
 * An unreadable or empty text gives no lines.
 */
export function hoursLines(text: string | null, format: TDateTimeFormat, words: THoursWords): string[] {
  const parsed = parseOperatingHours(text);
  if (!parsed.ok || parsed.schedule === null) return [];
  const { schedule } = parsed;
  const hoursOf = (day: TDaySchedule | undefined): string => {
    if (day === 'allDay') return words.allDay;
    if (!day || day.length === 0) return words.closed;
    return day.map((window) => `${format.clock(window.from)}–${format.clock(window.to)}`).join(', ');
  };
  const lines: string[] = [];
  let first = 0;
  WEEKDAYS.forEach((weekday, index) => {
    const hours = hoursOf(schedule[weekday]);
    const next = WEEKDAYS[index + 1];
    if (next !== undefined && hoursOf(schedule[next]) === hours) return;
    const days =
      first === index ? format.weekday(index) : `${format.weekday(first)}–${format.weekday(index)}`;
    lines.push(`${days} ${hours}`);
    first = index + 1;
  });
  return lines;
}
