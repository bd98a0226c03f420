import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, Route, Routes, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { BannerFormPage } from './BannerFormPage';
import { branchesPage, makeBranch } from '../../../test/fixtures';
import { makeBanner } from '../test/fixtures';

const branches: MockRoute = { path: /\/api\/en\/branch\?/, body: branchesPage([makeBranch(1, 'Fashion')]) };
const existing = makeBanner(4, {
  Name: 'Spring',
  Image: 'http://localhost:4000/img/banner.png',
  CTAText: '<script>x()</script>Shop now',
  Hyperlink: 'javascript:alert(1)',
  StartDate: '2024-03-01T00:00:00.000Z',
  EndDate: '2024-03-31T00:00:00.000Z',
  Locations: [{ Type: 0 }, { Type: 2 }],
  Weight: 5,
});

function setup(route: string, routes: MockRoute[]) {
  const f = mockFetch([branches, ...routes]);
  const toasts: ToastRequest[] = [];
  const off = on('toast', (t) => toasts.push(t));
  renderWithProviders(
    <Routes>
      <Route path="/admin/banners" element={<p>overview page</p>} />
      <Route path="/admin/banners/create" element={<BannerFormPage />} />
      <Route path="/admin/banners/edit/:id" element={<BannerFormPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route },
  );
  return { ...f, toasts, off, user: userEvent.setup({ applyAccept: false }) };
}

const file = (name: string, type: string, size?: number) => {
  const f = new File(['GIF89a'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('BannerFormPage', () => {
  let off = () => undefined as void;
  afterEach(() => off());

  it('creates a banner: image with preview, CTA, link, dates, locations, weight 0 by default; then back to the overview', async () => {
    const s = setup('/en/admin/banners/create', [{ method: 'POST', path: /\/api\/en\/banner$/, body: 9 }]);
    off = s.off;
    expect(screen.getByLabelText('Weight')).toHaveValue('0');
    expect(screen.getByText('No image chosen yet.', { selector: '.ds-field p' })).toBeInTheDocument();
    await s.user.type(screen.getByLabelText('Name'), 'Summer');
    await s.user.upload(screen.getByLabelText('Image'), file('b.png', 'image/png'));
    const preview = await screen.findByRole('img', { name: 'Chosen banner image' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await s.user.type(screen.getByLabelText('Button text (CTA)'), 'Shop now');
    await s.user.type(screen.getByLabelText('Hyperlink'), 'https://example.com/summer');
    await s.user.type(screen.getByLabelText('From'), '2024-06-01');
    await s.user.type(screen.getByLabelText('To'), '2024-06-30');
    await s.user.click(screen.getByLabelText('Dashboard'));
    await s.user.click(screen.getByLabelText('Basket'));
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      Id: 0,
      Name: 'Summer',
      Image: expect.stringMatching(/^data:image\/png/),
      CTAText: 'Shop now',
      Hyperlink: 'https://example.com/summer',
      Locations: [{ Type: 0 }, { Type: 2 }],
      Weight: 0,
      Branches: [],
    });
  });

  it('refuses a file of another type with a clear message', async () => {
    const s = setup('/en/admin/banners/create', []);
    off = s.off;
    await s.user.upload(screen.getByLabelText('Image'), file('doc.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed: choose a JPEG, PNG or GIF image.');
    expect(screen.queryByRole('img', { name: 'Chosen banner image' })).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB with a 5 s warning and removes the image', async () => {
    const s = setup('/en/admin/banners/edit/4', [{ path: /\/api\/en\/banner\/4$/, body: existing }]);
    off = s.off;
    expect(await screen.findByRole('img', { name: 'Chosen banner image' })).toHaveAttribute('src', existing.Image);
    await s.user.upload(screen.getByLabelText('Image'), file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file exceeds the maximum size of 10 MB.');
    expect(s.toasts).toContainEqual({ kind: 'warning', text: 'The file exceeds the maximum size of 10 MB.', duration: 5000 });
    expect(screen.queryByRole('img', { name: 'Chosen banner image' })).not.toBeInTheDocument();
    expect(screen.getByText('The image was removed. Choose a new one.')).toBeInTheDocument();
  });

  it('accepts a file of exactly 10 MB', async () => {
    const s = setup('/en/admin/banners/create', []);
    off = s.off;
    await s.user.upload(screen.getByLabelText('Image'), file('ok.gif', 'image/gif', 10 * 1024 * 1024));
    expect(await screen.findByRole('img', { name: 'Chosen banner image' })).toBeInTheDocument();
  });

  it("says 'Failed loading prefill image' when the stored image does not load, keeps it on save, and a new pick replaces it", async () => {
    const s = setup('/en/admin/banners/edit/4', [
      { path: /\/api\/en\/banner\/4$/, body: existing },
      { method: 'PUT', path: /\/api\/en\/banner\/4$/, body: {} },
    ]);
    off = s.off;
    await screen.findByDisplayValue('Spring');
    const picker = screen.getByRole('img', { name: 'Chosen banner image' });
    expect(picker).toHaveAttribute('src', existing.Image);
    fireEvent.error(picker);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed loading prefill image');
    expect(screen.queryByRole('img', { name: 'Chosen banner image' })).not.toBeInTheDocument();
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(s.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ Image: existing.Image }));
  });

  it('a new pick replaces a stored image that failed to load', async () => {
    const s = setup('/en/admin/banners/edit/4', [{ path: /\/api\/en\/banner\/4$/, body: existing }]);
    off = s.off;
    await screen.findByDisplayValue('Spring');
    fireEvent.error(screen.getByRole('img', { name: 'Chosen banner image' }));
    expect(screen.getByText('Failed loading prefill image')).toBeInTheDocument();
    await s.user.upload(screen.getByLabelText('Image'), file('new.png', 'image/png'));
    expect((await screen.findByRole('img', { name: 'Chosen banner image' })).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText('Failed loading prefill image')).not.toBeInTheDocument();
  });

  it('edits a banner: removing the image, shows CTA and link as text, field errors from ModelState', async () => {
    const s = setup('/en/admin/banners/edit/4', [
      { path: /\/api\/en\/banner\/4$/, body: existing },
      { method: 'PUT', path: /\/api\/en\/banner\/4$/, status: 400, body: { ModelState: { 'model.Image': ['An image is required.'], 'model.Weight': ['Weight is too high.'] } } },
    ]);
    off = s.off;
    await screen.findByDisplayValue('Spring');
    expect(screen.getByLabelText('Weight')).toHaveValue('5');
    expect(screen.getByTestId('banner-preview-cta')).toHaveTextContent('<script>x()</script>Shop now');
    expect(screen.getByTestId('banner-preview-link').closest('a')).toBeNull();
    await s.user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('The image was removed. Choose a new one.')).toBeInTheDocument();
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An image is required.')).toBeInTheDocument();
    expect(screen.getByText('Weight is too high.')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ Id: 4, Image: '', Locations: [{ Type: 0 }, { Type: 2 }], Weight: 5 });
    await waitFor(() => expect(screen.queryByText('overview page')).not.toBeInTheDocument());
  });
});
