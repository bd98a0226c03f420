import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { NotificationFormPage } from './NotificationFormPage';
import { branchesPage, makeBranch } from '../../../test/fixtures';
import { makeNotification } from '../test/fixtures';

const branches: MockRoute = { path: /\/api\/en\/branch\?/, body: branchesPage([makeBranch(1, 'Fashion'), makeBranch(2, 'Sports')]) };
const existing = makeNotification(7, {
  Title: 'Closed on Monday',
  ContentNL: '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>Gesloten',
  ContentFR: 'Fermé',
  ContentEN: '<b>Closed</b> <script>window.hacked=3</script>',
  StartDate: '2024-03-01T00:00:00.000Z',
  EndDate: '2024-03-10T00:00:00.000Z',
  ShowToMainUserOnly: true,
  Branches: [2],
});

function setup(route: string, routes: MockRoute[]) {
  const f = mockFetch([branches, ...routes]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/notifications" element={<p>overview page</p>} />
      <Route path="/admin/notifications/create" element={<NotificationFormPage />} />
      <Route path="/admin/notifications/edit/:id" element={<NotificationFormPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route },
  );
  return { ...f, user: userEvent.setup() };
}

describe('NotificationFormPage', () => {
  it('creates a notification with title, contents, dates, branches and the main-user flag, then goes back to the overview', async () => {
    const s = setup('/en/admin/notifications/create', [{ method: 'POST', path: /\/api\/en\/notification$/, body: 12 }]);
    expect(screen.getByRole('heading', { level: 1, name: 'New notification' })).toBeInTheDocument();
    await s.user.type(screen.getByLabelText('Title'), 'New season');
    await s.user.type(screen.getByLabelText('Content (English)'), 'Order now');
    await s.user.type(screen.getByLabelText('From'), '2024-05-01');
    await s.user.type(screen.getByLabelText('To'), '2024-05-31');
    await s.user.click(screen.getByLabelText('Main users only'));
    await s.user.click(await screen.findByLabelText('Sports'));
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    const post = s.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ Id: 0, Title: 'New season', ContentEN: 'Order now', ShowToMainUserOnly: true, Branches: [2] });
    const body = post.body as { StartDate: string; EndDate: string };
    expect(new Date(body.StartDate).getDate()).toBe(1);
    expect(new Date(body.EndDate).getDate()).toBe(31);
  });

  it('sends empty dates as null and shows the field errors of ModelState', async () => {
    const s = setup('/en/admin/notifications/create', [
      { method: 'POST', path: /\/api\/en\/notification$/, status: 400, body: { Message: 'invalid', ModelState: { 'model.Title': ['Title is required.'], 'model.StartDate': ['The date is invalid.'] } } },
    ]);
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('The date is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(s.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ StartDate: null, EndDate: null });
    expect(screen.queryByText('overview page')).not.toBeInTheDocument();
  });

  it('loads an existing notification, renders its content as inert text and saves it with PUT', async () => {
    delete (window as { hacked?: number }).hacked;
    const s = setup('/en/admin/notifications/edit/7', [
      { path: /\/api\/en\/notification\/7$/, body: existing },
      { method: 'PUT', path: /\/api\/en\/notification\/7$/, body: existing },
    ]);
    expect(await screen.findByDisplayValue('Closed on Monday')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2024-03-01');
    expect(screen.getByLabelText('Main users only')).toBeChecked();
    const preview = screen.getByTestId('notification-preview-content');
    expect(preview).toHaveTextContent('<b>Closed</b> <script>window.hacked=3</script>');
    expect(preview.querySelector('b, script, img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ Id: 7, Branches: [2], ContentNL: existing.ContentNL });
  });

  it('shows an error when the notification cannot be loaded', async () => {
    setup('/en/admin/notifications/edit/9', [{ path: /\/api\/en\/notification\/9$/, status: 404, body: { Message: 'not found' } }]);
    expect(await screen.findByText('The notification could not be loaded.')).toBeInTheDocument();
  });
});
