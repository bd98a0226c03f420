import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../test/renderWithIntl';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('truncates typing past the max and shows the tooltip for 2 s', async () => {
    const user = setup();
    const onValueChange = jest.fn();
    renderWithIntl(<TextInput label="Reference" maxLength={5} onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Reference');
    await user.type(input, 'abcdefg');
    expect(input).toHaveValue('abcde');
    expect(onValueChange).toHaveBeenLastCalledWith('abcde');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Maximum allowed is 5');

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('truncates a paste in a controlled input', async () => {
    const user = setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextInput label="Order reference" maxLength={20} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    renderWithIntl(<Controlled />);
    const input = screen.getByLabelText('Order reference');
    await user.click(input);
    await user.paste('x'.repeat(30));
    expect(input).toHaveValue('x'.repeat(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Maximum allowed is 20');
  });

  it('shows no tooltip within the default max and links the error text', async () => {
    const user = setup();
    renderWithIntl(<TextInput label="Name" error="Name is required" />);
    const input = screen.getByLabelText('Name');
    await user.type(input, 'Jansen');
    expect(input).toHaveValue('Jansen');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required');
  });
});
