import { describe, expect, it } from 'vitest';
import { readClockText } from './clock-input.ts';

describe('typed times of day', () => {
  it('reads 24-hour times however they are typed', () => {
    expect(readClockText('09:00')).toBe('09:00');
    expect(readClockText('9')).toBe('09:00');
    expect(readClockText('930')).toBe('09:30');
    expect(readClockText('21.30')).toBe('21:30');
    expect(readClockText(' 0:05 ')).toBe('00:05');
  });

  it('reads 12-hour times with AM or PM', () => {
    expect(readClockText('9:30 PM')).toBe('21:30');
    expect(readClockText('9pm')).toBe('21:00');
    expect(readClockText('12 am')).toBe('00:00');
    expect(readClockText('12:15 p.m.')).toBe('12:15');
  });

  it('refuses what is not a time', () => {
    for (const text of ['', '24:00', '9:60', '13 pm', 'noon', '9:3']) expect(readClockText(text)).toBeNull();
  });
});
