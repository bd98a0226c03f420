import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { DownloadRow } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { DownloadsPage } from './DownloadsPage';

const row = (Id: number, patch: Partial<DownloadRow> = {}): DownloadRow => ({
  Id,
  ThumbnailUrl: `http://api.test/img/p/${Id}-1_{width}x{height}.svg`,
  BrandName: 'Alpha',
  Name: `Product ${Id}`,
  ErpId: `ERP-${Id}`,
  ColorHexCode: '#1f2a44',
  ColorCode: '102',
  ColorName: 'Navy',
  Collection: 'Summer 2027',
  Purchased: true,
  ...patch,
});
const rows = [row(1, { Name: 'Trail jacket' }), row(2, { Name: 'Trail pants', BrandName: 'Northwind', Purchased: false }), row(3, { Name: 'Beanie', ColorName: 'Red', Collection: 'Winter' })];
const CSV = '\uFEFFBrand;Name;Model\r\nAlpha;Trail jacket;ERP-1\r\n';
const URL_ZIP = 'http://api.test/api/en/dl/files/abc.zip';

const SHARE_PAGE = 'http://api.test/api/en/fileshare/page?t=view1';

function setup({ list = rows, downloadStatus = 200, share = [SHARE_PAGE] }: { list?: DownloadRow[]; downloadStatus?: number; share?: string[] } = {}) {
  let shares = 0;
  const { calls } = mockFetch([
    { path: /\/api\/en\/dl$/, body: list },
    { method: 'POST', path: /\/api\/en\/fileshare\/session$/, body: () => ({ Url: share[Math.min(shares++, share.length - 1)], ExpiresAt: '2030-01-01T00:15:00.000Z' }) },
    { method: 'POST', path: /\/api\/en\/dl\/(materials|sheets|images)\?resolution=(high|low)$/, status: downloadStatus, body: downloadStatus === 200 ? { Url: URL_ZIP } : { Message: 'Some of the selected rows were not found.' } },
  ]);
  // the CSV answer is text, not JSON: answer it here
  const json = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
    if (String(input).includes('/dl/product-info/csv')) {
      calls.push({ method: 'POST', url: new URL(String(input)), body: JSON.parse(String(init?.body)), headers: {} });
      return { ok: true, status: 200, statusText: 'OK', text: async () => CSV, headers: new Headers({ 'Content-Type': 'text/csv; charset=utf-8' }) } as unknown as Response;
    }
    return json(input, init);
  }) as typeof fetch;
  const openUrl = jest.fn();
  const saveFile = jest.fn();
  renderWithProviders(<DownloadsPage openUrl={openUrl} saveFile={saveFile} />, { store: setupStore(), messages, session: testSession('Klant'), route: '/en/customer/downloads/overview' });
  return { calls, openUrl, saveFile, user: userEvent.setup() };
}
const buttons = ['Materials', 'Product sheets', 'Images (high resolution)', 'Images (low resolution)', 'Product info (CSV)'];
const names = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[3].textContent);

describe('DownloadsPage', () => {
  it('lists the rows with thumbnails; the download buttons are disabled until something is selected', async () => {
    const { user } = setup();
    await screen.findByText('Trail jacket');
    expect(document.querySelector('tbody img')).toHaveAttribute('src', 'http://api.test/img/p/1-1_60x60.svg');
    for (const b of buttons) expect(screen.getByRole('button', { name: b })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Trail pants, Navy' }));
    for (const b of buttons) expect(screen.getByRole('button', { name: b })).toBeEnabled();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Trail pants, Navy' }));
    expect(screen.getByRole('button', { name: 'Materials' })).toBeDisabled();
  });

  it('selects all rows of the page at once', async () => {
    const { user } = setup();
    await screen.findByText('Trail jacket');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
  });

  it('filters by text over brand, name, ErpId, colour and collection, and by purchased', async () => {
    const { user } = setup();
    await screen.findByText('Trail jacket');
    const filter = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(filter, 'northwind');
    expect(names()).toEqual(['Trail pants']);
    await user.clear(filter);
    await user.type(filter, 'winter');
    expect(names()).toEqual(['Beanie']);
    await user.clear(filter);
    await user.type(filter, 'erp-1');
    expect(names()).toEqual(['Trail jacket']);
    await user.clear(filter);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Purchased' }), 'Not purchased');
    expect(names()).toEqual(['Trail pants']);
    await user.type(filter, 'zzz');
    expect(screen.getByText('No products match the filters.')).toBeInTheDocument();
  });

  it('posts the selected ids to dl/{type}?resolution and goes to the answered Url', async () => {
    const { calls, openUrl, user } = setup();
    await screen.findByText('Trail jacket');
    await user.click(screen.getByRole('checkbox', { name: 'Select Trail jacket, Navy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Beanie, Red' }));
    await user.click(screen.getByRole('button', { name: 'Images (low resolution)' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith(URL_ZIP));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname + post.url.search).toBe('/api/en/dl/images?resolution=low');
    expect(post.body).toEqual([1, 3]);
  });

  it("the file-sharing dialog embeds the API's file-sharing page, with a fresh view each time it opens", async () => {
    const { calls, user } = setup({ share: [SHARE_PAGE, `${SHARE_PAGE.slice(0, -1)}2`] });
    await user.click(screen.getByRole('button', { name: 'File sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'File sharing' });
    const frame = await within(dialog).findByTitle('Shared downloads');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SHARE_PAGE);
    // sandboxed: forms and downloads, no scripts, no access to the portal
    expect(frame.getAttribute('sandbox')!.split(' ').sort()).toEqual(['allow-downloads', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox']);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'File sharing' }));
    expect(await screen.findByTitle('Shared downloads')).toHaveAttribute('src', `${SHARE_PAGE.slice(0, -1)}2`);
    expect(calls.filter((c) => c.url.pathname === '/api/en/fileshare/session').map((c) => c.method)).toEqual(['POST', 'POST']);
  });

  it('the file-sharing dialog shows an error with a retry, and never frames a page of another origin', async () => {
    const { user } = setup({ share: ['https://evil.test/api/en/fileshare/page?t=x', 'http://api.test/somewhere/else', SHARE_PAGE] });
    await user.click(screen.getByRole('button', { name: 'File sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'File sharing' });
    expect(await within(dialog).findByText('The shared downloads could not be opened.')).toBeInTheDocument();
    expect(within(dialog).queryByTitle('Shared downloads')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /retry|try again/i }));
    expect(await within(dialog).findByText('The shared downloads could not be opened.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /retry|try again/i }));
    expect(await within(dialog).findByTitle('Shared downloads')).toHaveAttribute('src', SHARE_PAGE);
  });

  it('shows the server text in red when a download fails', async () => {
    const { openUrl, user } = setup({ downloadStatus: 400 });
    await screen.findByText('Trail jacket');
    await user.click(screen.getByRole('checkbox', { name: 'Select Trail jacket, Navy' }));
    await user.click(screen.getByRole('button', { name: 'Materials' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some of the selected rows were not found.');
    expect(alert).toHaveClass('ds-error');
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('saves the product info as Product-Info.csv with one BOM', async () => {
    const { calls, saveFile, user } = setup();
    await screen.findByText('Trail jacket');
    await user.click(screen.getByRole('checkbox', { name: 'Select Trail pants, Navy' }));
    await user.click(screen.getByRole('button', { name: 'Product info (CSV)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url.pathname.endsWith('/dl/product-info/csv'))?.body).toEqual([2]);
    const [blob, name] = saveFile.mock.calls[0] as [Blob, string];
    expect(name).toBe('Product-Info.csv');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x42]); // BOM, then 'B' of Brand: one BOM only
  });

  it('pages through more than 500 rows, 500 a page', async () => {
    const { user } = setup({ list: Array.from({ length: 501 }, (_, i) => row(i + 1)) });
    await screen.findByText('Product 1');
    expect(screen.getAllByRole('row')).toHaveLength(501); // header + 500
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Product 501']);
  });
});
