/**
 * Reading a time of day typed by staff into the 'HH:MM' the opening hours store. A typed field
 * rather than <input type="time">, whose clock follows the browser's locale and not
 * REGIONAL.TIME_FORMAT (decision 0042). Accepts '9', '930', '9:30', '09.30', '21:30', '9:30 pm', '9pm'.
 */
const CLOCK = /^(\d{1,2})(?:[:.,h]?(\d{2}))?\s*([ap])?\.?\s*m?\.?$/i;

/** The 'HH:MM' of a typed time, or null when it is not one. */
export function readClockText(text: string): string | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
