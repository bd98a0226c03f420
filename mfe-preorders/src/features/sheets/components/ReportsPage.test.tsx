import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { ReportsPage } from './ReportsPage';
import { paged, report, sheet } from '../test/fixtures';

const chart = { instances: [] as { config: { data: { labels: string[]; datasets: { data: number[] }[] } }; destroyed: boolean }[], registered: [] as unknown[] };
jest.mock('chart.js', () => {
  class Chart {
    destroyed = false;
    constructor(
      _canvas: unknown,
      public config: { data: { labels: string[]; datasets: { data: number[] }[] } },
    ) {
      chart.instances.push(this);
    }
    static register(...parts: unknown[]) {
      chart.registered.push(...parts);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { Chart, BarController: 'BarController', BarElement: 'BarElement', CategoryScale: 'CategoryScale', LinearScale: 'LinearScale', Tooltip: 'Tooltip' };
});

/** the report answers a pre-order count per filter, so a reload shows in the table */
const reportAnswer = (url: URL) => {
  const sm = url.searchParams.get('salesmanId');
  const country = url.searchParams.get('country');
  return report(sm ? 2 : country === 'BE' ? 4 : 9);
};
const CSV = '\uFEFFLabel;Value\r\nPreOrders;9\r\n';
const routes = () => [
  { path: /\/api\/en\/PreOrderSheet\?/, body: paged([sheet(7, { Name: 'Winter builder' }), sheet(8, { Name: 'Summer builder' })]) },
  { path: /\/api\/en\/country\/available$/, body: [{ Id: 1, NameNL: 'België', NameFR: 'Belgique', NameEN: 'Belgium', OverviewName: 'Belgium', Iso2: 'BE', IsAvailable: true, Costs: [] }] },
  { path: /\/account\/salesmanAutocomplete\?/, body: [{ Id: 'sm-2', Name: 'Sam Sales' }] },
  { path: /\/api\/en\/preordersheet\/report\?/, body: reportAnswer },
  { path: /\/api\/en\/preordersheet\/exportreport\?/, body: { Content: Buffer.from(CSV, 'utf8').toString('base64'), FileName: 'report-ALP.csv' } },
];
/** jsdom's Blob has no arrayBuffer(): read it with a FileReader */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const render = () => renderWithProviders(<ReportsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/reports' });
const preOrdersCell = () => within(screen.getByRole('table')).getByRole('row', { name: /^Pre-orders/ });

describe('ReportsPage', () => {
  let toasts: ToastRequest[];
  let off: () => void;
  const downloads: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  beforeEach(() => {
    toasts = [];
    off = on('toast', (t) => toasts.push(t));
    downloads.length = 0;
    chart.instances.length = 0;
    chart.registered.length = 0;
    URL.createObjectURL = jest.fn((b: Blob) => {
      lastBlob = b;
      return 'blob:x';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) downloads.push({ name: this.download, blob: lastBlob });
    });
  });
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });

  it('shows the sheet data and statistics, reloads them when the country or salesman filter changes, and draws the bar chart', async () => {
    const { calls } = mockFetch(routes());
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('Choose a pre-order sheet to see its report.')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Pre-order sheet' }), 'Winter builder – Alpha Outdoor (Winter 2025)');

    await waitFor(() => expect(preOrdersCell()).toHaveTextContent('9'));
    const data = screen.getByRole('region', { name: 'Sheet data' });
    expect(within(data).getByText('ALP')).toBeInTheDocument();
    expect(within(data).getByText('Winter 2025')).toBeInTheDocument();
    expect(within(data).getByText('14')).toBeInTheDocument();
    expect(within(data).getByText('31-03-2025')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('row', { name: /^Total \(net\)/ })).toHaveTextContent('€ 4.321,50');
    const reports = () => calls.filter((c) => c.url.pathname.endsWith('/preordersheet/report')).map((c) => Object.fromEntries(c.url.searchParams));
    expect(reports()).toEqual([{ sheetId: '7' }]);

    // the chart: lazily loaded, only the bar parts registered, the statistics as bars
    expect(screen.getByRole('img', { name: /Bar chart of the statistics/ }).tagName).toBe('CANVAS');
    await waitFor(() => expect(chart.instances.length).toBeGreaterThan(0));
    expect(chart.registered).toEqual(['BarController', 'BarElement', 'CategoryScale', 'LinearScale', 'Tooltip']);
    expect(chart.instances.at(-1)?.config.data.labels).toEqual(['Pre-orders', 'Sent', 'Closed', 'Pieces', 'Total (net)']);
    expect(chart.instances.at(-1)?.config.data.datasets[0].data).toEqual([9, 2, 1, 120, 4321.5]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Belgium');
    await waitFor(() => expect(preOrdersCell()).toHaveTextContent('4'));
    await waitFor(() => expect(chart.instances.at(-1)?.config.data.datasets[0].data[0]).toBe(4));

    await user.type(screen.getByRole('combobox', { name: 'Salesman' }), 'Sam');
    await user.click(await screen.findByRole('option', { name: 'Sam Sales' }));
    await waitFor(() => expect(preOrdersCell()).toHaveTextContent('2'));
    expect(reports()).toEqual([{ sheetId: '7' }, { sheetId: '7', country: 'BE' }, { sheetId: '7', country: 'BE', salesmanId: 'sm-2' }]);
    const salesmanCall = calls.find((c) => c.url.pathname.endsWith('/account/salesmanAutocomplete'));
    expect(salesmanCall?.url.pathname).toBe('/api/account/salesmanAutocomplete');
    expect(salesmanCall?.url.searchParams.get('search')).toBe('Sam');

    // clearing the salesman reloads without it
    await user.click(screen.getByRole('button', { name: 'Remove the salesman filter Sam Sales' }));
    await waitFor(() => expect(preOrdersCell()).toHaveTextContent('4'));
  }, 20000);

  it('exports with the same filters and saves the decoded file under its FileName', async () => {
    const { calls } = mockFetch(routes());
    render();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Pre-order sheet' }), 'Summer builder – Alpha Outdoor (Winter 2025)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Belgium');
    await waitFor(() => expect(preOrdersCell()).toHaveTextContent('4'));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe('report-ALP.csv');
    const bytes = new Uint8Array(await readBlob(downloads[0].blob));
    expect(new TextDecoder().decode(bytes)).toBe(CSV.replace('\uFEFF', ''));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const exp = calls.find((c) => c.url.pathname.endsWith('/preordersheet/exportreport'));
    expect(Object.fromEntries(exp!.url.searchParams)).toEqual({ sheetId: '8', country: 'BE' });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'The report was saved as report-ALP.csv.' }));
  });

  it('shows a load failure of the report with retry', async () => {
    mockFetch([...routes().filter((r) => !String(r.path).includes('report')), { path: /\/api\/en\/preordersheet\/report\?/, status: 500, body: { Message: 'down' } }]);
    render();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Pre-order sheet' }), 'Winter builder – Alpha Outdoor (Winter 2025)');
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is for administrators only', () => {
    mockFetch(routes());
    renderWithProviders(<ReportsPage />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/admin/reports' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page is for administrators only.');
  });
});
