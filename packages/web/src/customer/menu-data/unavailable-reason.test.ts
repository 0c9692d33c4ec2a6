import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { useUnavailableReason } from './unavailable-reason.ts';

describe('useUnavailableReason', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the spec reasons in the guest language', async () => {
    const english = renderHook(() => useUnavailableReason()).result.current;
    expect(english('Not available on Monday')).toBe('Not available on Monday');
    expect(english(undefined)).toBe('Item temporarily unavailable');
    expect(english('Something new')).toBe('Something new');

    await changeLanguage('de');
    const german = renderHook(() => useUnavailableReason()).result.current;
    expect(german('Not available on Monday')).toBe('Am Montag nicht verfügbar');
    expect(german('Item no longer available on menu')).toBe('Artikel ist nicht mehr auf der Speisekarte');
    expect(german('Currently outside service hours')).toBe('Derzeit außerhalb der Servicezeiten');
  });
});
