import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TRouteObject } from '../../lib/router/router.tsx';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { useCurrentTable } from '../current-table/current-table.tsx';
import { TableGuard } from './table-guard.tsx';
import { TableLandingPage } from './table-landing.page.tsx';

function MenuProbe() {
  const table = useCurrentTable();
  return <p>{`Menu for ${table.name} (#${table.id}, ${table.seat_capacity} seats)`}</p>;
}

const routes: TRouteObject[] = [
  { path: '/table/', element: <h1>Chooser</h1> },
  {
    path: '/table/:tableId',
    element: <TableGuard />,
    children: [
      { index: true, element: <TableLandingPage /> },
      { path: 'menu', element: <MenuProbe /> },
    ],
  },
];

function serveValidation(answer: (id: string) => Response) {
  return mockFetch(({ url }) => {
    const match = url.match(/^\/api\/tables\/([^/]+)\/validate$/);
    if (match?.[1]) return answer(match[1]);
    return fail(404, 'Not found');
  });
}

const validTable = (id: string) =>
  ok({ valid: true, bench: { id: Number(id), name: `Table ${id}`, seat_capacity: 4 } });

describe('table guard (spec customer 2)', () => {
  it('shows the landing of a valid table and gives its screens the table', async () => {
    const spy = serveValidation(validTable);
    renderRoute(routes, '/table/5');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your table…');
    expect(await screen.findByRole('heading', { level: 1, name: "You're at Table 5" })).toBeInTheDocument();
    expect(screen.getByText('Seats: 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View menu' })).toHaveAttribute('href', '/table/5/menu');
    expect(screen.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/table/5/orders');
    expect(screen.getByRole('link', { name: 'Order together' })).toHaveAttribute(
      'href',
      '/table/5/menu?together=1',
    );
    expect(screen.getByRole('link', { name: 'Accessibility settings' })).toHaveAttribute(
      'href',
      '/accessibility',
    );

    await userEvent.click(screen.getByRole('link', { name: 'View menu' }));
    expect(await screen.findByText('Menu for Table 5 (#5, 4 seats)')).toBeInTheDocument();
    // Validated once; the answer is reused for 30 s across the table's screens.
    expect(spy.mock.calls.filter(([url]) => String(url).endsWith('/validate'))).toHaveLength(1);
  });

  it('guards the screens below the table too', async () => {
    serveValidation(() => ok({ valid: false }));
    renderRoute(routes, '/table/9/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Table not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Menu for/)).not.toBeInTheDocument();
  });

  it('explains an unknown, archived or inactive table and offers a way on', async () => {
    serveValidation(() => ok({ valid: false }));
    const { location } = renderRoute(routes, '/table/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Table not found' })).toBeInTheDocument();
    expect(
      screen.getByText("We don't know this table, or it isn't taking orders right now."),
    ).toBeInTheDocument();
    expect(screen.getByText('Ask our staff')).toBeInTheDocument();
    expect(document.title).toContain('Table not found');
    await userEvent.click(screen.getByRole('link', { name: 'Choose a table' }));
    expect(location().pathname).toBe('/table/');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'refuses /table/%s without asking the API',
    async (id) => {
      const spy = serveValidation(validTable);
      renderRoute(routes, `/table/${id}`);
      expect(await screen.findByRole('heading', { name: 'Table not found' })).toBeInTheDocument();
      expect(spy).not.toHaveBeenCalled();
    },
  );

  it('treats an id the API refuses as not found', async () => {
    serveValidation(() => fail(400, 'Expected a numeric id'));
    renderRoute(routes, '/table/2147483647');
    expect(await screen.findByRole('heading', { name: 'Table not found' })).toBeInTheDocument();
  });

  it('offers to try again when the table cannot be checked', async () => {
    let online = false;
    mockFetch(({ url }) => {
      if (!online) throw new TypeError('Failed to fetch');
      return validTable(url.split('/')[3] ?? '');
    });
    renderRoute(routes, '/table/3');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'We could not check your table.',
    );
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You're at Table 3" })).toBeInTheDocument();
  }, 15_000);

  it("names a table without a name 'Table #id'", async () => {
    serveValidation((id) => ok({ valid: true, bench: { id: Number(id), name: ' ', seat_capacity: null } }));
    renderRoute(routes, '/table/8');
    expect(await screen.findByRole('heading', { name: "You're at Table #8" })).toBeInTheDocument();
    expect(screen.queryByText(/Seats/)).not.toBeInTheDocument();
  });
});
