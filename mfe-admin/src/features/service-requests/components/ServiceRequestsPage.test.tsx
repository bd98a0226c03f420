import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { ServiceRequestsPage } from './ServiceRequestsPage';
import { makeContactRequest, makeWarrantyRequest } from '../test/fixtures';

const warranty = makeWarrantyRequest();

const render = () => renderWithProviders(<ServiceRequestsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/service-requests' });

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ServiceRequestsPage', () => {
  // jsdom has no object URLs; restored after all tests (the photo hook revokes on unmount, after each test)
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
  });
  afterAll(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('lists the requests with type, date, customer, user, occasion or product and remarks as text; warranty photos as thumbnails', async () => {
    const { calls } = mockFetch([
      { path: /\/api\/en\/servicerequest$/, body: [warranty, makeContactRequest(2, { Occasion: 2, Brands: 'VLV, NRW', Text: '<img src=x onerror=alert(1)><b>bold</b>' })] },
      { path: /\/api\/en\/servicerequest\/40\/photo\/(defect|proof)$/, body: 'bytes' },
    ]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact and warranty requests' })).toBeInTheDocument();
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    const [first, second] = rowsOf();
    expect(within(first).getByText('Warranty')).toBeInTheDocument();
    expect(within(first).getByText('01-06-2024 14:05')).toBeInTheDocument();
    expect(within(first).getByText('Second Shop')).toBeInTheDocument();
    expect(within(first).getByText('C0002')).toBeInTheDocument();
    expect(within(first).getByText('Sam Second')).toBeInTheDocument();
    expect(within(first).getByText('shop2')).toBeInTheDocument();
    expect(within(first).getByText('Jacket Navy M')).toBeInTheDocument();
    expect(within(first).getByText('Zip broke')).toBeInTheDocument();
    expect(await within(first).findByRole('img', { name: 'Defect photo of request 40' })).toHaveAttribute('src', 'blob:photo');
    expect(within(first).getByRole('img', { name: 'Proof of purchase of request 40' })).toHaveAttribute('src', 'blob:photo');
    // the photos are fetched with the bearer token (an <img src> could not send it)
    const photoCalls = calls.filter((c) => c.url.pathname.includes('/photo/'));
    expect(photoCalls).toHaveLength(2);
    expect(photoCalls[0].headers.Authorization).toMatch(/^Bearer /);

    expect(within(second).getByText('Contact')).toBeInTheDocument();
    expect(within(second).getByText('Request access to products')).toBeInTheDocument();
    expect(within(second).getByText('Brands: VLV, NRW')).toBeInTheDocument();
    // remarks are text only: the markup shows as typed, nothing is rendered from it
    expect(within(second).getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(second.querySelector('b')).toBeNull();
  });

  it('describes a photo as text when the API gives no URL', async () => {
    mockFetch([{ path: /\/api\/en\/servicerequest$/, body: [{ ...warranty, DefectPhoto: { Type: 'image/png', Bytes: 2048 }, ProofOfPurchasePhoto: null, CustomerName: undefined, UserFullName: undefined, UserName: undefined }] }]);
    render();
    expect(await screen.findByText('Defect photo of request 40 (PNG, 2 KB)')).toBeInTheDocument();
    const [row] = rowsOf();
    expect(within(row).getByText('C0002')).toBeInTheDocument();
    expect(within(row).getByText('u-2')).toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
  });

  it('pages by 12 and filters by type through the API', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 14 }, (_, i) => makeContactRequest(30 - i));
    const routes: MockRoute[] = [
      { path: /\/api\/en\/servicerequest\?kind=warranty$/, body: [] },
      { path: /\/api\/en\/servicerequest\?kind=contact$/, body: many.slice(0, 3) },
      { path: /\/api\/en\/servicerequest$/, body: many },
    ];
    const { calls } = mockFetch(routes);
    render();
    expect(await screen.findByText('14 requests')).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(12);
    expect(within(rowsOf()[0]).getByText('Question 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(rowsOf()).toHaveLength(2);
    expect(within(rowsOf()[1]).getByText('Question 17')).toBeInTheDocument();

    const filter = screen.getByRole('group', { name: 'Type' });
    await user.click(within(filter).getByRole('radio', { name: 'Contact' }));
    expect(await screen.findByText('3 requests')).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(3);
    expect(calls.some((c) => c.url.searchParams.get('kind') === 'contact')).toBe(true);

    await user.click(within(filter).getByRole('radio', { name: 'Warranty' }));
    expect(await screen.findByText('There are no warranty requests.')).toBeInTheDocument();
  });

  it('shows the empty and the error state with a retry', async () => {
    const user = userEvent.setup();
    mockFetch([{ path: /\/api\/en\/servicerequest$/, body: [] }]);
    const { unmount } = render();
    expect(await screen.findByText('There are no contact or warranty requests.')).toBeInTheDocument();
    unmount();

    const { calls } = mockFetch([{ path: /\/api\/en\/servicerequest$/, status: 500, body: { Message: 'boom' } }]);
    render();
    expect(await screen.findByText('The requests could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(calls.filter((c) => c.url.pathname.endsWith('/servicerequest')).length).toBeGreaterThan(1);
  });
});
