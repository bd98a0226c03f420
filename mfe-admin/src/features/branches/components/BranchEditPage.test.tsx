import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import type { Branch } from 'shared-kernel/contract';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { BranchEditPage } from './BranchEditPage';
import { makeCountry, paged } from '../../../test/fixtures';
import { makeFashionBranch } from '../test/fixtures';

const countries: MockRoute = {
  path: /\/api\/en\/country\?/,
  body: paged([makeCountry(1, 'BE', 'Belgium'), makeCountry(2, 'NL', 'Netherlands')], { PageSize: 100, PageEndIndex: 1 }),
};
const branch = makeFashionBranch();

function setup(routes: MockRoute[]) {
  const f = mockFetch([countries, { path: /\/api\/en\/branch\/3$/, body: branch }, ...routes]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/branches" element={<p>overview page</p>} />
      <Route path="/admin/branches/edit/:id" element={<BranchEditPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/branches/edit/3' },
  );
  return { ...f, user: userEvent.setup() };
}

describe('BranchEditPage', () => {
  it('toggles the restriction matrix by the rules of spec section 4 and saves, back to the overview', async () => {
    const s = setup([{ method: 'PUT', path: /\/api\/en\/branch\/3$/, body: branch }]);
    expect(await screen.findByRole('heading', { name: 'Branch Fashion' })).toBeInTheDocument();
    const beVisible = await screen.findByLabelText('Nordic Wear visible in Belgium');
    const beSale = screen.getByLabelText('Nordic Wear for sale in Belgium');
    expect(beVisible).toBeChecked();
    expect(beSale).toBeChecked();
    // visibility click on sell -> restricted
    await s.user.click(beVisible);
    expect(screen.getByTestId('level-Nordic Wear-BE')).toHaveTextContent('Restricted');
    expect(beSale).not.toBeChecked();
    // visibility click on restricted -> view
    await s.user.click(beVisible);
    expect(screen.getByTestId('level-Nordic Wear-BE')).toHaveTextContent('View only');
    // for-sale click on view -> sell, and again -> view
    await s.user.click(beSale);
    expect(screen.getByTestId('level-Nordic Wear-BE')).toHaveTextContent('For sale');
    await s.user.click(beSale);
    expect(screen.getByTestId('level-Nordic Wear-BE')).toHaveTextContent('View only');
    // missing entry: created as sell by a for-sale click
    expect(screen.getByTestId('level-Nordic Wear-NL')).toHaveTextContent('Not set');
    await s.user.click(screen.getByLabelText('Nordic Wear for sale in Netherlands'));
    expect(screen.getByTestId('level-Nordic Wear-NL')).toHaveTextContent('For sale');

    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    const put = s.calls.find((c) => c.method === 'PUT')!.body as Branch;
    expect(put.Brands.NW.Restrictions).toEqual([
      { CountryCode: 'BE', RestrictionLevel: 'view' },
      { CountryCode: 'NL', RestrictionLevel: 'sell' },
    ]);
  });

  it('a missing entry is created as view by a visibility click', async () => {
    const s = setup([]);
    await s.user.click(await screen.findByLabelText('Nordic Wear visible in Netherlands'));
    expect(screen.getByTestId('level-Nordic Wear-NL')).toHaveTextContent('View only');
  });

  it('adds brands only with at least one selected, and removes a brand', async () => {
    const s = setup([{ method: 'PUT', path: /\/api\/en\/branch\/3$/, body: branch }]);
    const add = await screen.findByRole('button', { name: 'Add brands' });
    expect(add).toBeDisabled();
    await s.user.click(screen.getByLabelText('Urban'));
    await s.user.click(screen.getByRole('button', { name: 'Add 1 brand' }));
    expect(screen.getByRole('button', { name: 'Remove Urban from the branch' })).toBeInTheDocument();
    expect(screen.getByLabelText('Urban visible in Belgium')).toBeInTheDocument();
    await s.user.click(screen.getByRole('button', { name: 'Remove Nordic Wear from the branch' }));
    expect(screen.queryByLabelText('Nordic Wear visible in Belgium')).not.toBeInTheDocument();
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('overview page');
    const put = s.calls.find((c) => c.method === 'PUT')!.body as Branch;
    expect(put).toMatchObject({ Id: 3, Name: 'Fashion' });
    expect(put.Brands.UR.IsPartOfBranch).toBe(true);
    expect(put.Brands.NW.IsPartOfBranch).toBe(false);
    expect(put.Brands.KD.IsPartOfBranch).toBe(false);
  });

  it('shows the Brands error of ModelState and stays', async () => {
    const s = setup([{ method: 'PUT', path: /\/api\/en\/branch\/3$/, status: 400, body: { ModelState: { 'model.Brands': ['Unknown brand code(s): XX.'] } } }]);
    await screen.findByLabelText('Nordic Wear visible in Belgium');
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown brand code(s): XX.')).toBeInTheDocument();
    expect(screen.queryByText('overview page')).not.toBeInTheDocument();
  });
});
