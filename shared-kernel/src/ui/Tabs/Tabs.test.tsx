import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'orders', label: 'Orders', content: 'order list' },
  { id: 'invoices', label: 'Invoices', content: 'invoice list' },
  { id: 'archive', label: 'Archive', content: 'archive', disabled: true },
  { id: 'returns', label: 'Returns', content: 'return list' },
];

describe('Tabs', () => {
  it('renders with the page, named and linked: the selected tab and its panel', () => {
    renderWithIntl(<Tabs aria-label="Account" items={items} />);
    // nothing to load first: the tabs are there on the first render
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    const orders = screen.getByRole('tab', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-selected', 'true');
    expect(orders).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Orders' });
    expect(panel).toHaveTextContent('order list');
    expect(orders).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches panels with the arrow keys, Home and End, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Tabs aria-label="Account" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('invoice list');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Returns' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('return list');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Returns' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Returns' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects on click and reports it; controlled, it shows the value it is given', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    const { rerender } = renderWithIntl(<Tabs aria-label="Account" items={items} value="orders" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(onValueChange).toHaveBeenCalledWith('invoices');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('order list');
    rerender(<Tabs aria-label="Account" items={items} value="invoices" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('invoice list');
  });
});
