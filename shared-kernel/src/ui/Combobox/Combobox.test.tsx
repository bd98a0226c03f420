import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Combobox } from './Combobox';

const FRUIT = ['Apple', 'Apricot', 'Avocado'];

function Harness({ onSelect, enabledFrom = 2, items = FRUIT }: { onSelect: (s: string) => void; enabledFrom?: number; items?: string[] }) {
  const [text, setText] = useState('');
  return (
    <Combobox<string>
      label="Fruit"
      value={text}
      onValueChange={setText}
      enabled={text.length >= enabledFrom}
      items={items.filter((f) => f.toLowerCase().startsWith(text.toLowerCase()))}
      itemKey={(f) => f}
      renderItem={(f) => f}
      onSelect={onSelect}
      status="No results"
    />
  );
}

describe('Combobox', () => {
  it('stays closed until enabled, then lists the hits', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness onSelect={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(box, 'A');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'p');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple', 'Apricot']);
  });

  it('moves the active option with the arrow keys and chooses it with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithIntl(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(box, 'Ap');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Apricot' }).id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Apricot');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses by click; Escape closes the list, a second Escape clears the text', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithIntl(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(box, 'Av');
    await user.click(screen.getByRole('option', { name: 'Avocado' }));
    expect(onSelect).toHaveBeenCalledWith('Avocado');
    await user.clear(box);
    await user.type(box, 'Ap');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('announces the status while there is no hit', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness onSelect={jest.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Fruit' }), 'Xy');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });
});
