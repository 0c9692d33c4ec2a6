import type { TImportEntityInfo, TImportPreview } from '@tableside/shared/data-import.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { DataImportPage } from './data-import.page.tsx';
import { writeXlsx } from './xlsx-file.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
});

const ENTITIES: TImportEntityInfo[] = [
  { entity: 'languages', count: 4, defaults: 4, missing: 0 },
  { entity: 'currencies', count: 3, defaults: 4, missing: 1 },
  { entity: 'taxes', count: 3, defaults: 3, missing: 0 },
  { entity: 'countries', count: 8, defaults: 8, missing: 0 },
  { entity: 'units', count: 8, defaults: 8, missing: 0 },
  { entity: 'banks', count: 0, defaults: 4, missing: 4 },
];

const PREVIEW: TImportPreview = {
  entity: 'currencies',
  counts: { add: 1, update: 1, unchanged: 1, invalid: 1 },
  rows: [
    {
      row: 1,
      status: 'add',
      key: 'CHF',
      before: null,
      after: { name: 'Swiss Franc', code: 'CHF', symbol: 'Fr.' },
    },
    { row: 2, status: 'unchanged', key: 'EUR', before: { name: 'Euro' }, after: { name: 'Euro' } },
    {
      row: 3,
      status: 'update',
      key: 'USD',
      before: { name: 'US Dollar', code: 'USD' },
      after: { name: 'US-Dollar', code: 'USD' },
    },
    {
      row: 4,
      status: 'invalid',
      key: 'EURO',
      before: null,
      after: null,
      errors: { code: ['Use the three-letter ISO 4217 code, e.g. EUR'] },
    },
  ],
};

function api(post: (call: TFetchCall, path: string) => Response) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method === 'GET' && url.pathname === '/api/admin/import/available-entities') return ok(ENTITIES);
    if (call.method === 'POST') return post(call, `${url.pathname}${url.search}`);
    return fail(404, 'Not found');
  });
}

function renderPage() {
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', 'master_data.manage'] } }));
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/data-import', element: <DataImportPage /> }], '/admin/data-import');
  return user;
}

const posts = (spy: ReturnType<typeof api>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(
      ([url]) => new URL(String(url), 'http://test').pathname + new URL(String(url), 'http://test').search,
    );

const jsonFile = (rows: unknown, name = 'currencies.json') =>
  new File([JSON.stringify(rows)], name, { type: 'application/json' });

describe('/admin/data-import', () => {
  it('lists the entities with their counts and imports the defaults of one or all, saying what each did', async () => {
    const spy = api((_call, path) => {
      if (path === '/api/admin/import/currencies') {
        return ok({ entity: 'currencies', imported: { added: 1, existing: 3 } });
      }
      return ok([
        { entity: 'languages', imported: { added: 0, existing: 4 } },
        { entity: 'banks', error: 'Not imported: BARCGB22: Unknown country: GB' },
      ]);
    });
    const user = renderPage();
    const currencies = (await screen.findByRole('heading', { name: 'Currencies' })).closest('li');
    expect(currencies).toHaveTextContent('3 entries · 1 of 4 defaults missing');

    await user.click(within(currencies as HTMLElement).getByRole('button', { name: 'Import defaults' }));
    expect(await within(currencies as HTMLElement).findByText('Added 1; 3 already there.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Import all defaults' }));
    expect(await screen.findByText('Nothing added: all 4 defaults were already there.')).toBeVisible();
    expect(screen.getByText('Nothing imported: BARCGB22: Unknown country: GB')).toBeVisible();
    expect(posts(spy)).toEqual(['/api/admin/import/currencies', '/api/admin/import/all']);
  });

  it('previews a file, imports nothing while a row is refused, and imports the rest when told to skip it', async () => {
    const spy = api((_call, path) =>
      path.endsWith('/preview')
        ? ok(PREVIEW)
        : ok({ entity: 'currencies', added: 1, updated: 1, unchanged: 1, skipped: 1 }),
    );
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Currencies' });
    await user.upload(
      screen.getByLabelText('File (CSV, Excel or JSON)'),
      jsonFile([{ name: 'Swiss Franc', code: 'CHF' }]),
    );

    const table = await screen.findByRole('table', { name: 'Rows the file adds, updates or is refused for' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('AddCHF'),
      expect.stringContaining('US Dollarbecomes US-Dollar'),
      expect.stringContaining('Use the three-letter ISO 4217 code, e.g. EUR'),
    ]);
    const apply = screen.getByRole('button', { name: 'Import 2 rows' });
    expect(apply).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Import the other rows without the refused one' }));
    await user.click(apply);
    expect(await screen.findByText('Currencies: 1 added, 1 updated, 1 unchanged.')).toBeVisible();
    expect(screen.getByText('1 refused row was left out.')).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith('File imported');
    expect(posts(spy)).toEqual([
      '/api/admin/import/currencies/preview',
      '/api/admin/import/currencies/apply?skip_invalid=true',
    ]);
    const sent = spy.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
  });

  it("shows the server's reason for a refused file, and refuses a file over 1 MB without sending it", async () => {
    const spy = api(() =>
      fail(400, 'The file must be a JSON array of objects, e.g. [{ "name": "Euro", "code": "EUR" }]', {
        file: ['The file must be a JSON array of objects, e.g. [{ "name": "Euro", "code": "EUR" }]'],
      }),
    );
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Currencies' });
    await user.upload(screen.getByLabelText('File (CSV, Excel or JSON)'), jsonFile({ name: 'Euro' }));
    expect(await screen.findByText('The file could not be checked.')).toBeVisible();
    expect(screen.getByText(/must be a JSON array of objects/)).toBeVisible();

    await user.upload(screen.getByLabelText('File (CSV, Excel or JSON)'), jsonFile('x'.repeat(1_000_001)));
    await waitFor(() =>
      expect(screen.getByText('The file is too large. Maximum size is 1 MB.')).toBeVisible(),
    );
    expect(posts(spy)).toHaveLength(1);
  });

  describe('spreadsheets (decision 0044)', () => {
    /** The rows a preview or apply call sent: the JSON file in its multipart part `file`. */
    const sentRows = async (spy: ReturnType<typeof api>, index = 0) => {
      const body = spy.mock.calls.filter(([, init]) => init?.method === 'POST')[index]?.[1]?.body;
      const file = (body as FormData).get('file') as File;
      return JSON.parse(await file.text()) as unknown;
    };

    it('reads a CSV in the page, previews its rows by their row and column, and imports them', async () => {
      const spy = api((_call, path) =>
        path.endsWith('/preview')
          ? ok(PREVIEW)
          : ok({ entity: 'currencies', added: 1, updated: 1, unchanged: 1, skipped: 1 }),
      );
      const user = renderPage();
      await screen.findByRole('heading', { name: 'Currencies' });
      const csv = [
        'Name;Code;Symbol;Is Active',
        'Swiss Franc;CHF;Fr.;ja',
        'Euro;EUR;€;',
        '',
        'US-Dollar;USD;$;yes',
        'Not a currency;EURO;;nein',
      ].join('\n');
      await user.upload(
        screen.getByLabelText('File (CSV, Excel or JSON)'),
        new File([csv], 'currencies.csv', { type: 'text/csv' }),
      );

      const table = await screen.findByRole('table', {
        name: 'Rows the file adds, updates or is refused for',
      });
      const rows = within(table).getAllByRole('row').slice(1);
      // The server's rows 1, 3 and 4 are the sheet's rows 2, 5 and 6 (row 1 is the header, row 4 blank).
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
        'Row 2',
        'Row 5',
        'Row 6',
      ]);
      expect(rows[2]).toHaveTextContent('Code (column B): Use the three-letter ISO 4217 code, e.g. EUR');
      expect(await sentRows(spy)).toEqual([
        { name: 'Swiss Franc', code: 'CHF', symbol: 'Fr.', is_active: true },
        { name: 'Euro', code: 'EUR', symbol: '€' },
        { name: 'US-Dollar', code: 'USD', symbol: '$', is_active: true },
        { name: 'Not a currency', code: 'EURO', is_active: false },
      ]);

      await user.click(
        screen.getByRole('checkbox', { name: 'Import the other rows without the refused one' }),
      );
      await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
      expect(await screen.findByText('Currencies: 1 added, 1 updated, 1 unchanged.')).toBeVisible();
      expect(posts(spy)).toEqual([
        '/api/admin/import/currencies/preview',
        '/api/admin/import/currencies/apply?skip_invalid=true',
      ]);
      // The apply sends the rows the owner saw.
      expect(await sentRows(spy, 1)).toEqual(await sentRows(spy, 0));
    });

    it('reads an XLSX for the chosen entity and reads it again when the entity changes', async () => {
      const spy = api(() =>
        ok({
          ...PREVIEW,
          entity: 'taxes',
          rows: [],
          counts: { add: 0, update: 0, unchanged: 2, invalid: 0 },
        }),
      );
      const user = renderPage();
      await screen.findByRole('heading', { name: 'Currencies' });
      await user.selectOptions(screen.getByLabelText('What the file holds'), 'taxes');
      const workbook = writeXlsx(
        [
          ['name', 'value', 'is_active'],
          ['VAT', 19, true],
          ['Reduced', '7,5', 'no'],
        ],
        'Taxes',
      );
      await user.upload(
        screen.getByLabelText('File (CSV, Excel or JSON)'),
        new File([workbook], 'taxes.xlsx'),
      );
      expect(
        await screen.findByText('Nothing to import: every row is already there as it is, or refused.'),
      ).toBeVisible();
      expect(posts(spy)).toEqual(['/api/admin/import/taxes/preview']);
      expect(await sentRows(spy)).toEqual([
        { name: 'VAT', value: 19, is_active: true },
        { name: 'Reduced', value: 7.5, is_active: false },
      ]);

      // The same workbook is no list of languages: its header says so, and nothing is sent.
      await user.selectOptions(screen.getByLabelText('What the file holds'), 'languages');
      expect(
        await screen.findByText('The header row names columns this list does not have: “value”.'),
      ).toBeVisible();
      expect(screen.getByText('The header row lacks required columns: “code”.')).toBeVisible();
      expect(
        screen.getByText(
          'The first row must name the columns of Languages: name, code, is_active (required: name, code). The template has them.',
        ),
      ).toBeVisible();
      expect(posts(spy)).toHaveLength(1);
    });

    it('refuses an old .xls and a file of another kind without sending them', async () => {
      const spy = api(() => ok(PREVIEW));
      const user = userEvent.setup({ applyAccept: false });
      startSession(
        sessionData({ user: { ...testUser, permissions: ['admin.access', 'master_data.manage'] } }),
      );
      renderRoute([{ path: '/admin/data-import', element: <DataImportPage /> }], '/admin/data-import');
      await screen.findByRole('heading', { name: 'Currencies' });
      const input = screen.getByLabelText('File (CSV, Excel or JSON)');
      await user.upload(input, new File(['x'], 'currencies.xls'));
      expect(await screen.findByText(/This is an Excel 97–2003 file \(\.xls\)/)).toBeVisible();
      await user.upload(input, new File(['x'], 'currencies.pdf'));
      expect(await screen.findByText('Choose a CSV, Excel (.xlsx) or JSON file.')).toBeVisible();
      expect(posts(spy)).toEqual([]);
    });

    it('offers a CSV and an Excel template of the chosen entity', async () => {
      api(() => ok(PREVIEW));
      const saved: { name: string; blob: Blob }[] = [];
      const blobs = new Map<string, Blob>();
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob as Blob);
        return url;
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
      });
      const user = renderPage();
      await screen.findByRole('heading', { name: 'Currencies' });
      expect(screen.getByRole('group', { name: 'Columns for Currencies' })).toHaveTextContent(
        'The first row names the columns: name, code, symbol, is_active (required: name, code).',
      );
      await user.click(screen.getByRole('button', { name: 'CSV template' }));
      await user.selectOptions(screen.getByLabelText('What the file holds'), 'banks');
      await user.click(screen.getByRole('button', { name: 'Excel template (.xlsx)' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved.map((file) => file.name)).toEqual(['currencies-template.csv', 'banks-template.xlsx']);
      expect(new TextDecoder().decode(await saved[0]?.blob.arrayBuffer())).toBe(
        'name,code,symbol,is_active\r\n',
      );
      // The Excel template is read back as a header of the bank columns.
      await user.upload(
        screen.getByLabelText('File (CSV, Excel or JSON)'),
        new File([saved[1]?.blob as Blob], 'banks-template.xlsx'),
      );
      expect(await screen.findByText('The file has no rows under its header row.')).toBeVisible();
      vi.restoreAllMocks();
    });
  });
});
