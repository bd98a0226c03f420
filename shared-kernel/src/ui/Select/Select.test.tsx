import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Select, type SelectOption } from './Select';

const short: SelectOption[] = [
  { value: 'a', label: 'Delivery address' },
  { value: 'b', label: 'Pick up at the branch' },
];

describe('Select', () => {
  it('renders a radio group and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithIntl(<Select label="Shipping" options={short} value="a" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Delivery address' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Pick up at the branch' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('stays a radio group with option text of 79 characters', () => {
    renderWithIntl(<Select label="Choice" options={[...short, { value: 'c', label: 'x'.repeat(79) }]} value={null} onChange={() => undefined} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('falls back to a dropdown at option text of 80 characters', async () => {
    const onChange = jest.fn();
    renderWithIntl(<Select label="Choice" options={[...short, { value: 'c', label: 'x'.repeat(80) }]} value={null} onChange={onChange} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Choice' });
    await userEvent.selectOptions(select, 'b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('falls back to a dropdown at 80 characters even with variant radio', () => {
    renderWithIntl(<Select label="Choice" variant="radio" options={[...short, { value: 'c', label: 'x'.repeat(80) }]} value={null} onChange={() => undefined} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Choice' })).toBeInTheDocument();
  });

  it('renders a dropdown when asked', () => {
    renderWithIntl(<Select label="Shipping" variant="dropdown" options={short} value="a" onChange={() => undefined} error="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Shipping' });
    expect(select).toHaveValue('a');
    expect(select).toHaveAccessibleDescription('Choose one');
  });
});
