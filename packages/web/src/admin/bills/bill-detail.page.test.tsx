import type { TStaffBill } from '@tableside/shared/bills.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signInStaff } from '../orders/orders.test-fixtures.ts';
import { STAFF_SETTINGS_DEFAULTS } from '../staff-settings/staff-settings.queries.ts';
import { BillDetailPage } from './bill-detail.page.tsx';
import { payment, share, staffBill } from './bills.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Many typed keys per test; on a busy CI machine they outlast vitest's 5 s default.
const STEP_TIMEOUT_MS = 15_000;

type TAnswer = (call: TFetchCall, state: { bill: TStaffBill }) => Response | undefined;

/** GET /bills/7 answers `bill` (changed by `answer`'s writes); the table's rules accept cash and cards. */
function serve(initial: TStaffBill, answer: TAnswer = () => undefined) {
  const state = { bill: initial };
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname } = new URL(call.url, 'http://localhost');
    const answered = answer(call, state);
    if (answered) return answered;
    if (pathname === `/api/bills/${initial.id}` && call.method === 'GET') return ok(state.bill);
    // PAYMENT.METHODS and TIPS_ENABLED come with the staff settings.
    if (pathname === '/api/staff-settings')
      return ok({ ...STAFF_SETTINGS_DEFAULTS, payment_methods: ['CASH', 'CREDIT_CARD'], tips_enabled: true });
    return ok({});
  });
  return { calls, state };
}

const render = (id = 7) =>
  renderRoute([{ path: '/admin/bills/:billId', element: <BillDetailPage /> }], `/admin/bills/${id}`);

const posts = (calls: TFetchCall[], suffix: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith(suffix));

describe('BillDetailPage', () => {
  afterEach(() => endSession());

  it('shows lines, totals, taxes by rate and the shares', async () => {
    signInStaff(['payments.take']);
    serve(staffBill());
    render();
    expect(await screen.findByRole('heading', { name: 'Bill · Table 5' })).toBeInTheDocument();
    expect(screen.getByText('2× Club sandwich')).toBeInTheDocument();
    const taxes = screen.getByRole('table', { name: 'Taxes by rate' });
    expect(within(taxes).getByText('7 %')).toBeInTheDocument();
    expect(within(taxes).getByText('€1.20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take payment for share 1' })).toBeInTheDocument();
  });

  it(
    'takes a partial payment by card: amount edited, tip on top',
    async () => {
      signInStaff(['payments.take']);
      const user = userEvent.setup();
      const { calls } = serve(staffBill(), (call) =>
        call.method === 'POST' && call.url.endsWith('/api/bills/7/payments')
          ? jsonCreated(
              staffBill(7, {
                paid_total: 10,
                shares: [share(71, { paid: 10, outstanding: 20 })],
                payments: [payment(1)],
              }),
            )
          : undefined,
      );
      render();
      await user.click(await screen.findByRole('button', { name: 'Take payment for share 1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Take payment · share 1 of 1' });
      const method = within(dialog).getByLabelText('Payment method');
      // The guest asked to pay cash; the restaurant takes it, so it comes first.
      expect(method).toHaveValue('CASH');
      await user.selectOptions(method, 'CREDIT_CARD');
      const amount = within(dialog).getByLabelText('Amount');
      expect(amount).toHaveValue('30.00');
      await user.clear(amount);
      await user.type(amount, '10');
      const tip = within(dialog).getByLabelText('Tip');
      await user.clear(tip);
      await user.type(tip, '1,00');
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(posts(calls, '/api/bills/7/payments')).toHaveLength(1));
      expect(posts(calls, '/api/bills/7/payments')[0]?.body).toEqual({
        share_id: 71,
        method: 'CREDIT_CARD',
        amount: 10,
        tip: 1,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'works out the change for cash as it is typed, and refuses too little',
    async () => {
      signInStaff(['payments.take']);
      const user = userEvent.setup();
      const { calls } = serve(staffBill(), (call) =>
        call.method === 'POST' && call.url.endsWith('/payments')
          ? jsonCreated(
              staffBill(7, {
                status: 'SETTLED',
                shares: [share(71, { paid: 30, outstanding: 0, status: 'PAID' })],
              }),
            )
          : undefined,
      );
      render();
      await user.click(await screen.findByRole('button', { name: 'Take payment for share 1' }));
      const dialog = await screen.findByRole('dialog');
      const tip = within(dialog).getByLabelText('Tip');
      await user.clear(tip);
      await user.type(tip, '2');
      const cash = within(dialog).getByLabelText('Cash given');
      await user.type(cash, '20');
      expect(within(dialog).getByRole('status')).toHaveTextContent('€12.00 short of amount and tip');
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      expect(within(dialog).getByText('Not enough cash for amount and tip')).toBeInTheDocument();
      expect(posts(calls, '/payments')).toHaveLength(0);

      await user.clear(cash);
      await user.type(cash, '50');
      expect(within(dialog).getByRole('status')).toHaveTextContent('Change due: €18.00');
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(posts(calls, '/payments')).toHaveLength(1));
      expect(posts(calls, '/payments')[0]?.body).toEqual({
        share_id: 71,
        method: 'CASH',
        amount: 30,
        tip: 2,
        cash_given: 50,
      });
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'says clearly when someone else paid first (409) and reads the bill again',
    async () => {
      signInStaff(['payments.take']);
      const user = userEvent.setup();
      const { calls, state } = serve(staffBill(), (call) => {
        if (call.method !== 'POST' || !call.url.endsWith('/payments')) return undefined;
        state.bill = staffBill(7, {
          paid_total: 30,
          shares: [share(71, { paid: 30, outstanding: 0, status: 'PAID' })],
        });
        return fail(409, 'More than is owed');
      });
      render();
      await user.click(await screen.findByRole('button', { name: 'Take payment for share 1' }));
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(within(dialog).getByLabelText('Payment method'), 'CREDIT_CARD');
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Someone else changed this bill first: More than is owed. The bill has been read again.',
      );
      const reads = () => calls.filter((call) => call.method === 'GET' && call.url.endsWith('/api/bills/7'));
      await waitFor(() => expect(reads().length).toBeGreaterThan(1));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Take payment for share 1' })).not.toBeInTheDocument(),
      );
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'voids a payment of an open bill with a reason',
    async () => {
      signInStaff(['payments.take']);
      const user = userEvent.setup();
      const { calls } = serve(staffBill(7, { payments: [payment(3)] }), (call, state) => {
        if (call.method !== 'POST' || !call.url.endsWith('/api/payments/3/void')) return undefined;
        state.bill = staffBill(7, { payments: [payment(3, { status: 'VOIDED', reason: 'Wrong table' })] });
        return ok(state.bill);
      });
      render();
      // No refund on an open bill.
      expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Void the payment of €11.00' }));
      const dialog = await screen.findByRole('dialog', { name: 'Void this payment?' });
      await user.type(within(dialog).getByLabelText('Reason'), 'no');
      await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));
      expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Reason'), 'pe, wrong table');
      await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));
      await waitFor(() => expect(posts(calls, '/api/payments/3/void')).toHaveLength(1));
      expect(posts(calls, '/api/payments/3/void')[0]?.body).toEqual({ reason: 'nope, wrong table' });
      expect(await screen.findByText('Reason: Wrong table')).toBeInTheDocument();
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'refunds a payment of a settled bill only with payments.refund',
    async () => {
      const settled = staffBill(7, {
        status: 'SETTLED',
        invoice_number: 'INV-000012',
        settled_at: '2026-03-14T12:20:00.000Z',
        shares: [share(71, { paid: 30, outstanding: 0, status: 'PAID' })],
        payments: [payment(3, { amount: 30, tip: 0 })],
      });
      signInStaff(['payments.take']);
      serve(settled);
      const first = render();
      expect(await screen.findByText('INV-000012')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Refund|Void/ })).not.toBeInTheDocument();
      first.unmount();
      endSession();

      signInStaff(['payments.take', 'payments.refund']);
      const user = userEvent.setup();
      const { calls } = serve(settled, (call, state) => {
        if (call.method !== 'POST' || !call.url.endsWith('/api/payments/3/refund')) return undefined;
        state.bill = {
          ...settled,
          payments: [payment(3, { amount: 30, tip: 0, status: 'REFUNDED', reason: 'Cold soup' })],
        };
        return ok(state.bill);
      });
      render();
      await user.click(await screen.findByRole('button', { name: 'Refund the payment of €30.00' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
      await user.type(within(dialog).getByLabelText('Reason'), 'Cold soup');
      await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
      await waitFor(() => expect(posts(calls, '/api/payments/3/refund')).toHaveLength(1));
      expect(await screen.findByText('Refunded')).toBeInTheDocument();
    },
    STEP_TIMEOUT_MS,
  );
});

function jsonCreated(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: 'Created', data }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
}
