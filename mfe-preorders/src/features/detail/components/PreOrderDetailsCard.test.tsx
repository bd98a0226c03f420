import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/test-utils';
import type { PreOrder } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { preOrder as basePreOrder } from '../test/fixtures';
import { messages } from '../../../i18n/messages';
import { PreOrderDetailsCard } from './PreOrderDetailsCard';

/** the shared fixture without comments, note and users */
const preOrder = (patch: Partial<PreOrder> = {}): PreOrder =>
  basePreOrder({ CustomerComment: null, InternalComment: null, SalesmanNote: null, Users: [], RowVersion: undefined, ...patch });

const render = (p: PreOrder) => renderWithProviders(<PreOrderDetailsCard preOrder={p} />, { store: setupStore(), messages });

describe('PreOrderDetailsCard', () => {
  it('shows who made the last change while impersonating the customer', () => {
    render(preOrder({ LastChangedBy: { Name: 'Ada Admin', Role: 'Admin', CustomerName: 'Demo Fashion Store', At: '2024-03-01T10:00:00' } }));
    expect(screen.getByTestId('preorder-changed-by')).toHaveTextContent(/^Changed by Ada Admin for Demo Fashion Store on /);
  });

  it('falls back to the pre-order customer name', () => {
    render(preOrder({ LastChangedBy: { Name: 'Sam Sales', Role: 'Vertegenwoordiger', CustomerName: '', At: '2024-03-01T10:00:00' } }));
    expect(screen.getByTestId('preorder-changed-by')).toHaveTextContent(/^Changed by Sam Sales for Demo Fashion BV/);
  });

  it('shows nothing when the last change was not made while impersonating (or the field is absent)', () => {
    render(preOrder({ LastChangedBy: null }));
    expect(screen.getByText('Alpha Outdoor')).toBeInTheDocument();
    expect(screen.queryByTestId('preorder-changed-by')).not.toBeInTheDocument();
  });

  it('shows the salesman by name, without the photo (the work bar shows it to the customer)', () => {
    render(preOrder({ SalesManPhoto: 'http://api.test/img/user/sam_{width}x{height}.svg' }));
    expect(screen.getByText('Sam Sales')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Customer number').nextElementSibling).toHaveTextContent('1001');
  });
});
