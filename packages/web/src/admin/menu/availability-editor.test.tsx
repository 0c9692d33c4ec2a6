import type { TAvailabilitySchedule } from '@tableside/shared/availability.schemas';
import { ZAvailabilitySchedule } from '@tableside/shared/availability.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStaffSettings } from '../staff-settings/staff-settings.test-helpers.tsx';
import { nextWindow, scheduleProblems, spansMidnight } from './availability-editor.state.ts';
import { AvailabilityEditor } from './availability-editor.tsx';

function Harness({ initial, seen }: { initial: TAvailabilitySchedule | null; seen: { value?: unknown } }) {
  const [value, setValue] = useState(initial);
  seen.value = value;
  return <AvailabilityEditor value={value} onChange={setValue} />;
}

function renderEditor(initial: TAvailabilitySchedule | null = null) {
  const seen: { value?: unknown } = {};
  renderWithStaffSettings(<Harness initial={initial} seen={seen} />);
  return seen;
}

describe('availability editor', () => {
  it('starts as always available and switches to every day all day', async () => {
    const user = userEvent.setup();
    const seen = renderEditor();
    expect(screen.getByText('Available whenever the restaurant is open.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Only at certain times' }));
    expect(seen.value).toEqual({
      monday: 'allDay',
      tuesday: 'allDay',
      wednesday: 'allDay',
      thursday: 'allDay',
      friday: 'allDay',
      saturday: 'allDay',
      sunday: 'allDay',
    });
    await user.click(screen.getByRole('switch', { name: 'Only at certain times' }));
    expect(seen.value).toBeNull();
  });

  it('closes a day, gives another time windows, and shows a window across midnight as such', async () => {
    const user = userEvent.setup();
    const seen = renderEditor({ monday: 'allDay', friday: 'allDay' });
    await user.selectOptions(screen.getByLabelText('Monday'), 'Closed');
    await user.selectOptions(screen.getByLabelText('Friday'), 'Time windows');
    const from = screen.getByLabelText('Friday window 1 from');
    const to = screen.getByLabelText('Friday window 1 until');
    await user.clear(from);
    await user.type(from, '18:00');
    await user.clear(to);
    await user.type(to, '02:00');
    expect(screen.getByText('until 02:00 the next day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add time window' }));
    expect(seen.value).toEqual({
      monday: null,
      friday: [
        { from: '18:00', to: '02:00' },
        { from: '03:00', to: '06:00' },
      ],
    });
    expect(ZAvailabilitySchedule.safeParse(seen.value).success).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove Friday window 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove Friday window 1' }));
    // The last window gone, the day is closed.
    expect(seen.value).toEqual({ monday: null, friday: null });
  });

  it('marks a window whose start and end are equal', async () => {
    renderEditor({ sunday: [{ from: '10:00', to: '10:00' }] });
    const row = screen.getByLabelText('Sunday').closest('li');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Start and end time must differ.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sunday window 1 until')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('availability rules', () => {
  it('agrees with the shared schema', () => {
    const cases: TAvailabilitySchedule[] = [
      { monday: [{ from: '22:00', to: '02:00' }] },
      { tuesday: [{ from: '09:00', to: '09:00' }] },
      { wednesday: [{ from: '25:00', to: '10:00' }] },
      { thursday: Array.from({ length: 7 }, () => ({ from: '09:00', to: '10:00' })) },
      { friday: 'allDay', saturday: null },
    ];
    for (const schedule of cases) {
      const clientOk = Object.keys(scheduleProblems(schedule)).length === 0;
      expect(clientOk, JSON.stringify(schedule)).toBe(ZAvailabilitySchedule.safeParse(schedule).success);
    }
  });

  it('knows windows across midnight and proposes the next window after the last', () => {
    expect(spansMidnight({ from: '22:00', to: '02:00' })).toBe(true);
    expect(spansMidnight({ from: '09:00', to: '17:00' })).toBe(false);
    expect(nextWindow([{ from: '09:00', to: '14:30' }])).toEqual({ from: '15:30', to: '18:30' });
  });
});
