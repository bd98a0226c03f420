import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../test/renderWithIntl';
import { NumericInput, type NumericInputProps } from './NumericInput';

type Props = Omit<NumericInputProps, 'value' | 'onChange' | 'label'> & { initial?: number | null; spy?: jest.Mock };

function Controlled({ initial = null, spy, ...props }: Props) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumericInput label="Amount" value={value} onChange={(v) => { setValue(v); spy?.(v); }} {...props} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('NumericInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const input = () => screen.getByLabelText('Amount');
  const value = () => screen.getByTestId('value').textContent;

  it('clamps to max with "Value higher than 10" for 2 s', async () => {
    const user = setup();
    renderWithIntl(<Controlled max={10} integer />);
    await user.type(input(), '25');
    expect(input()).toHaveValue('10');
    expect(value()).toBe('10');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Value higher than 10');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('in integer mode refuses "." and "," and drops pasted decimals', async () => {
    const user = setup();
    renderWithIntl(<Controlled integer />);
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    await user.type(input(), '1.5,3');
    expect(input()).toHaveValue('153');
    expect(value()).toBe('153');
    await user.clear(input());
    await user.paste('12.7');
    expect(input()).toHaveValue('12');
    expect(value()).toBe('12');
  });

  it('accepts a decimal comma outside integer mode', async () => {
    const user = setup();
    renderWithIntl(<Controlled />);
    await user.type(input(), '2,5');
    expect(input()).toHaveValue('2,5');
    expect(value()).toBe('2.5');
  });

  it('resets non-numeric input to min, or 0 without one', async () => {
    const user = setup();
    const { unmount } = renderWithIntl(<Controlled min={1} initial={3} integer />);
    await user.type(input(), 'a');
    expect(input()).toHaveValue('1');
    expect(value()).toBe('1');
    unmount();

    renderWithIntl(<Controlled initial={7} integer />);
    await user.type(input(), 'x');
    expect(input()).toHaveValue('0');
    expect(value()).toBe('0');
  });

  it('raises a value below min on blur, so multi-digit typing still works', async () => {
    const user = setup();
    const spy = jest.fn();
    renderWithIntl(<Controlled min={10} initial={10} spy={spy} integer />);
    await user.clear(input());
    await user.type(input(), '15');
    expect(value()).toBe('15');
    await user.clear(input());
    await user.type(input(), '5');
    expect(value()).toBe('15');
    await user.tab();
    expect(input()).toHaveValue('10');
    expect(value()).toBe('10');
  });

  it('refuses a minus sign when min is 0', async () => {
    const user = setup();
    renderWithIntl(<Controlled min={0} integer />);
    await user.type(input(), '-4');
    expect(input()).toHaveValue('4');
  });

  it('follows a new value from the parent', () => {
    const { rerender } = renderWithIntl(<NumericInput label="Amount" value={2} onChange={() => undefined} />);
    expect(input()).toHaveValue('2');
    rerender(<NumericInput label="Amount" value={8} onChange={() => undefined} />);
    expect(input()).toHaveValue('8');
  });
});
