import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { SizeChartFormPage } from './SizeChartFormPage';
import { makeBrand } from '../../../test/fixtures';
import { makeSizeChart } from '../test/fixtures';

const brands: MockRoute = { path: /\/api\/en\/brand$/, body: [makeBrand(1, 'Nordic Wear', 'NW'), makeBrand(2, 'Urban', 'UR')] };
const chart = makeSizeChart(21);

function setup(route: string, routes: MockRoute[]) {
  const f = mockFetch([brands, ...routes]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/sizeCharts" element={<p>overview page</p>} />
      <Route path="/admin/sizeCharts/create" element={<SizeChartFormPage />} />
      <Route path="/admin/sizeCharts/edit/:id" element={<SizeChartFormPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route },
  );
  return { ...f, user: userEvent.setup() };
}

describe('SizeChartFormPage', () => {
  it('creates a chart and then goes to the EDIT page of the new chart, not the overview', async () => {
    const s = setup('/en/admin/sizeCharts/create', [
      { method: 'POST', path: /\/api\/en\/sizechart$/, body: 21 },
      { path: /\/api\/en\/sizechart\/21$/, body: chart },
    ]);
    await screen.findByRole('option', { name: 'Urban (UR)' });
    await s.user.selectOptions(screen.getByLabelText('Brand'), 'NW');
    await s.user.type(screen.getByLabelText('Name'), 'Shirts');
    const rows = screen.getByLabelText('Rows');
    await s.user.clear(rows);
    await s.user.type(rows, '2');
    expect(screen.getByLabelText('Row 2, column 1')).toBeInTheDocument();
    await s.user.type(screen.getByLabelText('Row 1, column 1'), 'Size');
    await s.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Edit size chart' })).toBeInTheDocument();
    expect(screen.queryByText('overview page')).not.toBeInTheDocument();
    expect(await screen.findByDisplayValue('52')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'POST')!.body).toEqual({ Id: 0, Brand: 'NW', Name: 'Shirts', Rows: 2, Columns: 1, Cells: [{ Row: 0, Column: 0, Value: 'Size' }] });
  });

  it('limits columns to 1-5 and rows to at least 1; the grid follows', async () => {
    const s = setup('/en/admin/sizeCharts/edit/21', [{ path: /\/api\/en\/sizechart\/21$/, body: chart }]);
    const columns = await screen.findByLabelText('Columns');
    await s.user.clear(columns);
    await s.user.type(columns, '9');
    expect(columns).toHaveValue('5');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Value higher than 5');
    expect(screen.getByLabelText('Row 1, column 5')).toBeInTheDocument();
    expect(screen.queryByLabelText('Row 1, column 6')).not.toBeInTheDocument();
    await s.user.clear(columns);
    await s.user.type(columns, '0');
    await s.user.tab();
    expect(columns).toHaveValue('1');
    expect(screen.queryByLabelText('Row 1, column 2')).not.toBeInTheDocument();
  });

  it('edits the cells, saves with PUT and returns to the overview', async () => {
    const s = setup('/en/admin/sizeCharts/edit/21', [
      { path: /\/api\/en\/sizechart\/21$/, body: chart },
      { method: 'PUT', path: /\/api\/en\/sizechart\/21$/, body: chart },
    ]);
    const cell = await screen.findByLabelText('Row 2, column 2');
    expect(cell).toHaveValue('52');
    await s.user.clear(cell);
    await s.user.type(cell, '54');
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...chart, Cells: [{ Row: 0, Column: 0, Value: 'Size' }, { Row: 1, Column: 1, Value: '54' }] });
  });

  it('shows the Brand, Rows and Columns errors of ModelState', async () => {
    const s = setup('/en/admin/sizeCharts/create', [
      { method: 'POST', path: /\/api\/en\/sizechart$/, status: 400, body: { ModelState: { 'model.Brand': ['Unknown brand.'], 'model.Rows': ['Too many rows.'], 'model.Columns': ['Too many columns.'] } } },
    ]);
    await s.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Unknown brand.')).toBeInTheDocument();
    expect(screen.getByText('Too many rows.')).toBeInTheDocument();
    expect(screen.getByText('Too many columns.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New size chart' })).toBeInTheDocument();
  });
});
