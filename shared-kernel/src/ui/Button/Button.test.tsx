import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('defaults to type button, forwards ref and props', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref} variant="secondary" data-testid="b">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    // (in jest a CSS Module's class is its name)
    expect(button).toHaveClass('button', 'secondary');
    expect(ref.current).toBe(button);
  });

  it('is secondary by default', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('button', 'secondary');
  });

  it('is disabled while busy and keeps its name', async () => {
    const onClick = jest.fn();
    render(<Button busy onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to links', () => {
    expect(buttonClass('primary')).toBe('button primary');
    expect(buttonClass('secondary', 'sm')).toBe('button secondary sm');
  });

  it('does not submit its form while busy', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
