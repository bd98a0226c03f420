import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Table, type TableColumn } from './Table';

interface Order { id: number; reference: string; total: string }
const columns: TableColumn<Order>[] = [
  { id: 'ref', header: 'Reference', cell: (o) => o.reference },
  { id: 'total', header: 'Total', cell: (o) => o.total, align: 'end', width: '8rem' },
];
const base = { caption: 'Orders', columns, rowKey: (o: Order) => o.id };

describe('Table', () => {
  it('renders rows under a captioned table', () => {
    renderWithIntl(<Table {...base} rows={[{ id: 1, reference: 'PO-1', total: '€ 10,00' }]} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Reference', 'Total']);
    expect(within(table).getByRole('cell', { name: '€ 10,00' })).toHaveClass('end');
  });

  it('shows the empty state', () => {
    renderWithIntl(<Table {...base} rows={[]} emptyMessage="No orders found" />);
    expect(screen.getByRole('cell', { name: 'No orders found' })).toHaveAttribute('colspan', '2');
  });

  it('shows `empty` as text or as a whole element', () => {
    const { unmount } = renderWithIntl(<Table {...base} rows={[]} empty="No invoices" />);
    expect(screen.getByText('No invoices')).toBeInTheDocument();
    unmount();
    renderWithIntl(<Table {...base} rows={[]} empty={<div data-testid="custom">None yet</div>} />);
    expect(screen.getByTestId('custom').closest('td')).toHaveClass('state');
  });

  it('shows the default empty text', () => {
    renderWithIntl(<Table {...base} rows={[]} />);
    expect(screen.getByText('Nothing to show')).toBeInTheDocument();
  });

  it('shows the loading state instead of rows', () => {
    renderWithIntl(<Table {...base} rows={[{ id: 1, reference: 'PO-1', total: '1' }]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('PO-1')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error state with retry', async () => {
    const onRetry = jest.fn();
    renderWithIntl(<Table {...base} rows={[]} error="Could not load orders" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load orders');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
