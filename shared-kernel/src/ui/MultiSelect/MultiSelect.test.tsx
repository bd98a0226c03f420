import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../test/renderWithIntl';
import type { SelectOption } from '../Select/Select';
import { MultiSelect } from './MultiSelect';

const brands = (n: number): SelectOption[] => ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'].slice(0, n).map((b) => ({ value: b.toLowerCase(), label: b }));

function Controlled({ options }: { options: SelectOption[] }) {
  const [value, setValue] = useState<string[]>([]);
  return <MultiSelect label="Brands" options={options} values={value} onChange={setValue} />;
}

describe('MultiSelect', () => {
  it('has no filter box with 5 items', () => {
    renderWithIntl(<Controlled options={brands(5)} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows a filter box above 5 items that narrows the list', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Controlled options={brands(6)} />);
    await user.type(screen.getByRole('searchbox', { name: 'Filter the list' }), 'ha');
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['alpha', 'charlie']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('toggles items and shows the selected count', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Controlled options={brands(3)} />);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Charlie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(screen.getByRole('checkbox', { name: 'Alpha' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Brands' })).toHaveAccessibleDescription('1 selected');
  });
});
