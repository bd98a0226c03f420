import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-kernel/contract';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { EditEmployeePage } from './EditEmployeePage';
import { makeEmployee } from '../test/fixtures';

const sam = makeEmployee('s1', 'Sam', 'Vertegenwoordiger');

function setup(id: string, body: User) {
  const { calls } = mockFetch([
    { path: new RegExp(`/api/account/${id}$`), body },
    { method: 'PUT', path: /\/api\/Account$/, body: { ...body, FirstName: 'Samuel' } },
  ]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/editUser" element={<EditEmployeePage />} />
      <Route path="/admin/users" element={<p>Users overview</p>} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route: `/en/admin/editUser?id=${id}` },
  );
  return calls;
}

// typing with userEvent is slow on a busy machine
jest.setTimeout(20000);

describe('EditEmployeePage', () => {
  it('saves with PUT Account carrying the Id and goes back to the users', async () => {
    const calls = setup('s1', sam);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    const u = userEvent.setup();
    await u.clear(first);
    await u.type(first, 'Samuel');
    await u.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('Users overview')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/Account');
    expect(put.body).toEqual(expect.objectContaining({ Id: 's1', FirstName: 'Samuel', LastName: 'Jansen', Email: 'sam@wholesale.example', SalesTakerCode: 'ST1' }));
  });

  it('does not edit the signed-in user', async () => {
    const calls = setup('user-Admin', { ...sam, Id: 'user-Admin', Role: 'Admin' });
    expect(await screen.findByText('The main account and your own account cannot be edited here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save user' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(false));
  });
});
