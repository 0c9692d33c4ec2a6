import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, LANGUAGE_STORAGE_KEY } from '../lib/i18n/i18n.ts';
import { setTheme, THEME_STORAGE_KEY } from '../lib/theme/theme.store.ts';
import { SettingsPopover } from './settings-popover.tsx';

afterEach(async () => {
  setTheme('light');
  await changeLanguage('en');
});

async function openSettings() {
  const user = userEvent.setup();
  render(<SettingsPopover />);
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  await screen.findByRole('dialog', { name: 'Settings' });
  return user;
}

describe('settings popover (spec customer 1, admin 2)', () => {
  it('switches the theme with the dark class on <html> and remembers it', async () => {
    const user = await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('switches the language and remembers it', async () => {
    const user = await openSettings();
    expect(screen.getByText('More languages coming soon')).toBeInTheDocument();
    expect(screen.getByText('Settings are saved automatically')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(currentLanguage()).toBe('de'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(await screen.findByText('Einstellungen werden automatisch gespeichert')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
