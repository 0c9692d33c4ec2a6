import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStaffSettings } from '../../staff-settings/staff-settings.test-helpers.tsx';
import type { TEditorProps } from './editor-props.ts';
import {
  valueFromWeek,
  weekFromValue,
  withNewWindow,
  withOpen,
  withoutWindow,
  withWindow,
} from './schedule-editor.state.ts';
import { ScheduleEditor } from './schedule-editor.tsx';

const HOURS =
  'MON:09:00-22:00|TUE:11:30-14:30,17:30-22:30|WED:CLOSED|THU:18:00-02:00|FRI:09:00-23:00|SAT:10:00-23:00|SUN:10:00-22:00';

describe('schedule editor model', () => {
  it('reads and writes the setting text unchanged', () => {
    const week = weekFromValue(HOURS);
    expect(week?.tuesday.windows).toEqual([
      { from: '11:30', to: '14:30' },
      { from: '17:30', to: '22:30' },
    ]);
    expect(week?.wednesday.open).toBe(false);
    expect(valueFromWeek(week!)).toBe(HOURS);
  });

  it('writes edits back: a window past midnight, a closed day, a second window, a reopened day', () => {
    const week = weekFromValue(HOURS)!;
    week.monday = withWindow(week.monday, 0, { to: '01:30' });
    week.tuesday = withoutWindow(week.tuesday, 0);
    week.friday = withOpen(week.friday, false, undefined);
    week.saturday = withNewWindow(week.saturday);
    week.wednesday = withOpen(week.wednesday, true, undefined);
    const text = valueFromWeek(week);
    expect(text).toBe(
      'MON:09:00-01:30|TUE:17:30-22:30|WED:09:00-17:00|THU:18:00-02:00|FRI:CLOSED(09:00-23:00)|SAT:10:00-23:00,00:00-03:00|SUN:10:00-22:00',
    );
    expect(valueFromWeek(weekFromValue(text)!)).toBe(text);
  });

  it('keeps a closed day’s hours through a save, and opening it again restores them (issue 41)', () => {
    const week = weekFromValue(HOURS)!;
    week.tuesday = withOpen(week.tuesday, false, undefined);
    const saved = valueFromWeek(week);
    expect(saved).toContain('TUE:CLOSED(11:30-14:30,17:30-22:30)');
    const reloaded = weekFromValue(saved)!;
    expect(reloaded.tuesday.open).toBe(false);
    reloaded.tuesday = withOpen(reloaded.tuesday, true, undefined);
    expect(valueFromWeek(reloaded)).toBe(HOURS);
  });

  it('closes a day when its last window goes and keeps ALLDAY', () => {
    const week = weekFromValue('MON:ALLDAY|TUE:08:00-12:00')!;
    expect(week.monday).toMatchObject({ open: true, allDay: true });
    week.tuesday = withoutWindow(week.tuesday, 0);
    expect(valueFromWeek(week)).toBe(
      'MON:ALLDAY|TUE:CLOSED|WED:CLOSED|THU:CLOSED|FRI:CLOSED|SAT:CLOSED|SUN:CLOSED',
    );
  });

  it('answers null for text it cannot read', () => {
    expect(weekFromValue('MON:nine to five')).toBeNull();
  });
});

function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const props: TEditorProps = {
    setting: {
      key: 'OPERATIONS.OPERATING_HOURS',
      group: 'OPERATIONS',
      type: 'SCHEDULE',
      value,
      default_value: initial,
      sort_order: 0,
      translations: {},
      select_translations: null,
      updated_at: '',
    },
    value,
    onChange: (next) => {
      setValue(next);
      onValue(next);
    },
    disabled: false,
    control: { id: 'hours', 'aria-invalid': undefined, 'aria-describedby': undefined },
    name: 'Operating hours',
    language: 'en',
    groupValues: {},
  };
  return <ScheduleEditor {...props} />;
}

describe('<ScheduleEditor>', () => {
  it('edits the hours with the keyboard and writes the setting text', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    renderWithStaffSettings(<Harness initial={HOURS} onValue={(value) => values.push(value)} />);

    await user.click(screen.getByRole('switch', { name: 'Open on Wednesday' }));
    expect(values.at(-1)).toContain('WED:09:00-17:00');

    await user.click(screen.getByRole('button', { name: 'Remove Tuesday window 1' }));
    expect(values.at(-1)).toContain('TUE:17:30-22:30');

    const until = screen.getByLabelText('Thursday window 1 until');
    await user.clear(until);
    await user.type(until, '03:00');
    expect(values.at(-1)).toContain('THU:18:00-03:00');
    expect(screen.getByText('until 03:00 the next day')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Open on Sunday' }));
    expect(values.at(-1)).toMatch(/SUN:CLOSED\(10:00-22:00\)$/);
  });

  it('shows and reads times on the restaurant’s 12-hour clock when REGIONAL.TIME_FORMAT says so', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    renderWithStaffSettings(<Harness initial={HOURS} onValue={(value) => values.push(value)} />, {
      time_format: '12H',
    });
    const from = screen.getByLabelText('Monday window 1 from');
    expect(from).toHaveValue('9:00 AM');
    await user.clear(from);
    await user.type(from, '8:30 am');
    expect(values.at(-1)).toContain('MON:08:30-22:00');
    await user.tab();
    expect(from).toHaveValue('8:30 AM');
  });

  it('shows 24-hour times whatever the browser’s locale (no <input type="time">)', () => {
    renderWithStaffSettings(<Harness initial={HOURS} onValue={() => {}} />);
    const until = screen.getByLabelText('Monday window 1 until');
    expect(until).toHaveAttribute('type', 'text');
    expect(until).toHaveValue('22:00');
  });
});
