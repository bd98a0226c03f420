import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Tabs aria-label="Account" items={[{ id: 'orders', label: 'Orders', content: 'order list' }, { id: 'invoices', label: 'Invoices', content: 'invoice list' }]} />,
    );
    // loaded on demand
    expect(await screen.findByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('order list');
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('invoice list');
  });
});
