import type { TNumberRecord } from '@tableside/shared/number-records.schemas';
import { formatSequenceNumber } from '@tableside/shared/number-records.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import {
  fail,
  jsonResponse,
  mockFetch,
  ok,
  sessionData,
  type TFetchCall,
  testUser,
} from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { NumberSequencesPage } from './number-sequences.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(async () => {
  endSession();
  vi.mocked(toast.success).mockClear();
  await changeLanguage('en');
});

function sequence(
  id: number,
  entity_name: string,
  prefix: string,
  current: number,
  padding = 6,
): TNumberRecord {
  return {
    id,
    entity_name,
    prefix,
    padding,
    current_number: String(current).padStart(padding, '0'),
    current_value: current,
    next_value: current + 1,
    last_formatted: current > 0 ? formatSequenceNumber(prefix, current, padding) : null,
    next_formatted: formatSequenceNumber(prefix, current + 1, padding),
    built_in: true,
    created_at: '2026-03-14T11:00:00.000Z',
    updated_at: '2026-03-14T11:00:00.000Z',
    updated_by_name: null,
  };
}

/** The server's sequences; a PUT answers what `write` says, by default the change applied. */
function api(write?: (call: TFetchCall) => Response) {
  const records = [
    sequence(1, 'ORDER', 'ORD-', 55),
    sequence(2, 'INVOICE', 'INV-', 42),
    sequence(3, 'CUSTOMER', 'CUST-', 0),
  ];
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname } = new URL(call.url, 'http://test');
    if (call.method === 'GET' && pathname === '/api/number-records') return ok(records);
    if (call.method === 'PUT') {
      if (write) return write(call);
      const id = Number(pathname.split('/').at(-1));
      const index = records.findIndex((record) => record.id === id);
      const body = call.body as { prefix: string; padding: number; next_value?: number };
      const current = body.next_value === undefined ? records[index]!.current_value : body.next_value - 1;
      records[index] = sequence(id, records[index]!.entity_name, body.prefix, current, body.padding);
      return ok(records[index]);
    }
    return fail(404, 'Not found');
  });
  return calls;
}

function renderPage() {
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', 'master_data.manage'] } }));
  const user = userEvent.setup();
  renderRoute(
    [{ path: '/admin/number-sequences', element: <NumberSequencesPage /> }],
    '/admin/number-sequences',
  );
  return user;
}

const puts = (calls: TFetchCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body]);

describe('number sequences screen', () => {
  it('shows each sequence with its prefix, digits, last and next number', async () => {
    api();
    renderPage();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(invoices).toHaveTextContent('Next numberINV-000043');
    expect(invoices).toHaveTextContent('PrefixINV-');
    expect(invoices).toHaveTextContent('Digits6');
    expect(invoices).toHaveTextContent('Last numberINV-000042');
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveTextContent('ORD-000056');
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveTextContent('Last numberNone yet');
    expect(screen.getByRole('heading', { level: 1, name: 'Number Sequences' })).toBeInTheDocument();
  });

  it('says what each sequence numbers and where people see that number (issue 41)', async () => {
    api();
    renderPage();
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(orders).toHaveTextContent("it is the order's number");
    expect(orders).toHaveTextContent('kitchen tickets, receipts and notifications');
    expect(orders).toHaveTextContent('orders search');
    // The id-derived O- number is no longer mentioned: there is one order number.
    expect(orders).not.toHaveTextContent('O- number');
    expect(screen.getByRole('region', { name: 'Invoices' })).toHaveTextContent('on the receipt');
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveTextContent('customer');
    await changeLanguage('de');
    expect(await screen.findByRole('region', { name: 'Bestellungen' })).toHaveTextContent('Bestellsuche');
  });

  it('sets the next number forward after a confirmation that names the numbers skipped', async () => {
    const calls = api();
    const user = renderPage();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    await user.click(within(invoices).getByRole('button', { name: 'Set next number' }));
    const form = await screen.findByRole('dialog', { name: 'Set next number: Invoices' });
    expect(form).toHaveTextContent('Last number: INV-000042. Next number now: INV-000043.');

    const input = within(form).getByRole('textbox', { name: 'New next number' });
    await user.type(input, '42');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText(/^Choose a number after INV-000043/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '100');
    expect(within(form).getByText('The next number will be INV-000100.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Set the next number of Invoices to INV-000100?',
    });
    expect(confirm).toHaveTextContent('The numbers INV-000043 to INV-000099 will never be handed out.');
    // Back keeps what was typed.
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Set next number: Invoices' });
    expect(within(again).getByRole('textbox', { name: 'New next number' })).toHaveValue('100');
    expect(puts(calls)).toEqual([]);

    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Set the next number/ })).getByRole('button', {
        name: 'Set next number',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invoices: the next number is now INV-000100'),
    );
    expect(puts(calls)).toEqual([['/api/number-records/2', { prefix: 'INV-', padding: 6, next_value: 100 }]]);
    expect(await within(invoices).findByText('INV-000100')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when numbers were handed out meanwhile, and reads the sequences again', async () => {
    const calls = api(() =>
      jsonResponse(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Numbers up to INV-000120 are already used',
        errors: { next_value: ['Numbers up to INV-000120 are already used'] },
      }),
    );
    const user = renderPage();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    await user.click(within(invoices).getByRole('button', { name: 'Set next number' }));
    const form = await screen.findByRole('dialog', { name: 'Set next number: Invoices' });
    await user.type(within(form).getByRole('textbox', { name: 'New next number' }), '44');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: /^Set the next number/ });
    expect(confirm).toHaveTextContent('INV-000043 will never be handed out.');
    await user.click(within(confirm).getByRole('button', { name: 'Set next number' }));
    const back = await screen.findByRole('dialog', { name: 'Set next number: Invoices' });
    expect(
      await within(back).findByText(
        'Numbers were handed out meanwhile. Check the next number and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.url.endsWith('/number-records')),
      ).toHaveLength(2),
    );
  });

  it('changes the format with a preview, and shows a prefix another sequence uses under the field', async () => {
    let answer: 'ok' | 'taken' = 'taken';
    const calls = api(() =>
      answer === 'taken'
        ? jsonResponse(409, {
            success: false,
            code: 'CONFLICT',
            message: 'The prefix ORD- is already used by ORDER',
            errors: { prefix: ['The prefix ORD- is already used by ORDER'] },
          })
        : ok(sequence(2, 'INVOICE', 'RE-', 42, 8)),
    );
    const user = renderPage();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    await user.click(within(invoices).getByRole('button', { name: 'Change format' }));
    const form = await screen.findByRole('dialog', { name: 'Change format: Invoices' });
    const prefix = within(form).getByRole('textbox', { name: 'Prefix' });
    const digits = within(form).getByRole('textbox', { name: 'Digits' });
    await user.clear(prefix);
    await user.type(prefix, 'ORD-');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Another sequence uses this prefix')).toBeInTheDocument();

    await user.clear(digits);
    await user.type(digits, '13');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a whole number from 1 to 12')).toBeInTheDocument();

    answer = 'ok';
    await user.clear(prefix);
    await user.type(prefix, 'RE-');
    await user.clear(digits);
    await user.type(digits, '8');
    expect(within(form).getByText('The next number will be RE-00000043.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invoices: the next number now reads RE-00000043'),
    );
    expect(puts(calls).at(-1)).toEqual(['/api/number-records/2', { prefix: 'RE-', padding: 8 }]);
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    api();
    const user = renderPage();
    const invoices = await screen.findByRole('region', { name: 'Rechnungen' });
    expect(invoices).toHaveTextContent('Nächste NummerINV-000043');
    await user.click(within(invoices).getByRole('button', { name: 'Nächste Nummer festlegen' }));
    const form = await screen.findByRole('dialog', { name: 'Nächste Nummer festlegen: Rechnungen' });
    await user.type(within(form).getByRole('textbox', { name: 'Neue nächste Nummer' }), '7');
    await user.click(within(form).getByRole('button', { name: 'Weiter' }));
    expect(await within(form).findByText(/^Bitte eine Nummer nach INV-000043 wählen/)).toBeInTheDocument();
  });
});
