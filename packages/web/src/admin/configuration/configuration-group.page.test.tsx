import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { enumsAnswer } from '../enums/enums.test-fixtures.ts';
import { configViewOf } from './configuration.test-fixtures.ts';
import { ConfigurationGroupPage } from './configuration-group.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function api(
  write: (call: TFetchCall) => Response,
  enums: () => Response | Promise<Response> = () => ok(enumsAnswer()),
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method !== 'GET') return write(call);
    if (url.pathname === '/api/config') return ok(configViewOf());
    if (url.pathname === '/api/taxes/active') return ok([{ id: 1, name: 'VAT', value: 20, is_active: true }]);
    if (url.pathname === '/api/enums') return enums();
    return fail(404, 'Not found');
  });
}

function renderGroup(path: string, permissions = ['config.read', 'config.manage']) {
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', ...permissions] } }));
  const user = userEvent.setup();
  const view = renderRoute(
    [{ path: '/admin/configuration/:group', element: <ConfigurationGroupPage /> }],
    path,
  );
  return { user, ...view };
}

describe('/admin/configuration/:group', () => {
  it('saves only the changed settings and shows a server error under its field', async () => {
    const spy = api(() =>
      fail(400, 'Value must be between 1 and 480', {
        'KITCHEN_OPERATIONS.LATE_ORDER_MINUTES': ['Value must be between 1 and 480'],
      }),
    );
    const { user } = renderGroup('/admin/configuration/kitchen-operations');
    expect(await screen.findByRole('heading', { name: 'Kitchen Operations' })).toBeInTheDocument();

    const late = await screen.findByLabelText('Late order warning (minutes)');
    await user.clear(late);
    await user.type(late, '45');
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const bulk = spy.mock.calls.find(
      ([url, init]) => String(url).endsWith('/config/bulk') && init?.method === 'PUT',
    );
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({
      settings: [{ key: 'KITCHEN_OPERATIONS.LATE_ORDER_MINUTES', value: '45' }],
    });
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to update configurations: Value must be between 1 and 480',
    );
    expect(await screen.findByText('Value must be between 1 and 480')).toBeInTheDocument();
    expect(late).toHaveAttribute('aria-invalid', 'true');
    expect(late).toHaveAccessibleDescription(/Value must be between 1 and 480/);
  });

  it('checks values with the shared rules before sending anything', async () => {
    const spy = api(() => ok([]));
    const { user } = renderGroup('/admin/configuration/branding');
    const colour = await screen.findByLabelText('Primary colour');
    await user.clear(colour);
    await user.type(colour, 'red');
    expect(screen.getByText('Value must be a valid hex color (e.g., #FFFFFF)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    expect(screen.getByText('Correct the marked fields before saving.')).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says saved and forgets the edits once the server took them', async () => {
    const spy = api(() => ok([]));
    const { user } = renderGroup('/admin/configuration/payment');
    await user.click(await screen.findByRole('switch', { name: 'Offer tips' }));
    await user.click(screen.getByRole('checkbox', { name: 'Apple Pay' }));
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Configurations updated successfully'));
    const bulk = spy.mock.calls.find(([url]) => String(url).endsWith('/config/bulk'));
    expect(JSON.parse(String(bulk?.[1]?.body)).settings).toEqual([
      { key: 'PAYMENT.METHODS', value: 'CASH:1|CREDIT_CARD:1|DEBIT_CARD:1|APPLE_PAY:1|GOOGLE_PAY:0' },
      { key: 'PAYMENT.TIPS_ENABLED', value: 'false' },
    ]);
  });

  it('offers the payment methods GET /enums names, one more included', async () => {
    const spy = api(
      () => ok([]),
      () => ok(enumsAnswer({ PaymentMethod: ['VOUCHER'] })),
    );
    const { user } = renderGroup('/admin/configuration/payment');
    const methods = await screen.findByRole('group', { name: 'Payment methods' });
    const choices = await within(methods).findAllByRole('checkbox');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Cash',
      'Credit card',
      'Debit card',
      'Apple Pay',
      'Google Pay',
      'Voucher',
    ]);
    await user.click(within(methods).getByRole('checkbox', { name: 'Voucher' }));
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const bulk = spy.mock.calls.find(([url]) => String(url).endsWith('/config/bulk'));
    expect(JSON.parse(String(bulk?.[1]?.body)).settings).toEqual([
      {
        key: 'PAYMENT.METHODS',
        value: 'CASH:1|CREDIT_CARD:1|DEBIT_CARD:1|APPLE_PAY:0|GOOGLE_PAY:0|VOUCHER:1',
      },
    ]);
  });

  it('says when the payment methods are loading, could not be loaded, or are none', async () => {
    let answer: (response: Response) => void = () => {};
    api(
      () => ok([]),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { user } = renderGroup('/admin/configuration/payment');
    const methods = await screen.findByRole('group', { name: 'Payment methods' });
    expect(await within(methods).findByRole('status')).toHaveTextContent('Loading choices…');
    answer(fail(404, 'Not found'));
    expect(await within(methods).findByRole('alert')).toHaveTextContent('The choices could not be loaded.');
    expect(within(methods).queryByRole('checkbox')).not.toBeInTheDocument();

    api(
      () => ok([]),
      () => ok({ ...enumsAnswer(), PaymentMethod: [] }),
    );
    await user.click(within(methods).getByRole('button', { name: 'Try again' }));
    expect(await within(methods).findByText('The server offers no choices here.')).toBeInTheDocument();
  });

  it('is read-only without config.manage and marks the highlighted setting', async () => {
    api(() => ok([]));
    renderGroup('/admin/configuration/branding?highlight=BRANDING.PUBLIC_URL', ['config.read']);
    const address = await screen.findByLabelText('Public address');
    expect(address).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
    expect(address.closest('li')).toHaveClass('outline-ring');
  });

  it('resets one setting after confirmation', async () => {
    const spy = api(() => ok({}));
    const { user } = renderGroup('/admin/configuration/tables');
    await user.click(await screen.findByRole('button', { name: 'Reset to default: Default seats' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Configuration reset successfully'));
    expect(
      spy.mock.calls.some(([url]) => String(url).endsWith('/config/reset/TABLES.DEFAULT_CAPACITY')),
    ).toBe(true);
  });

  it('names an unknown group', async () => {
    api(() => ok([]));
    renderGroup('/admin/configuration/kitchen-sink');
    expect(await screen.findByText('There is no settings group called “kitchen-sink”.')).toBeInTheDocument();
  });
});
