import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '../../lib/format/date-time-format.ts';
import { hoursLines } from './location-hours-lines.ts';

const WORDS = { closed: 'Closed', allDay: 'Open all day' };
const format = (timeFormat: '12H' | '24H') => dateTimeFormat({ language: 'en', timeZone: 'UTC', timeFormat });

describe('opening hours on a location card (issue 41)', () => {
  it('shows the hours, days with equal hours together, on the restaurant’s clock', () => {
    const text =
      'MON:09:00-22:00|TUE:09:00-22:00|WED:CLOSED(09:00-22:00)|THU:ALLDAY|FRI:09:00-14:00,17:00-23:00';
    expect(hoursLines(text, format('24H'), WORDS)).toEqual([
      'Mon–Tue 09:00–22:00',
      'Wed Closed',
      'Thu Open all day',
      'Fri 09:00–14:00, 17:00–23:00',
      'Sat–Sun Closed',
    ]);
    expect(hoursLines('MON:09:00-22:00', format('12H'), WORDS)[0]).toMatch(/^Mon 9:00\sAM–10:00\sPM$/);
  });

  it('gives nothing for no hours or unreadable ones', () => {
    expect(hoursLines(null, format('24H'), WORDS)).toEqual([]);
    expect(hoursLines('MON:nine', format('24H'), WORDS)).toEqual([]);
  });
});
