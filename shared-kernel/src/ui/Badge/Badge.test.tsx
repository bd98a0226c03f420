import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    [99, [], ['hundreds', 'thousands']],
    [100, ['hundreds'], ['thousands']],
    [999, ['hundreds'], ['thousands']],
    [1000, ['thousands'], ['hundreds']],
  ])('count %i gets the right size class and shows the full number', (count, has, hasNot) => {
    render(<Badge count={count} />);
    const badge = screen.getByText(String(count));
    // (in jest a CSS Module's class is its name)
    expect(badge).toHaveClass('badge', ...has);
    hasNot.forEach((c) => expect(badge).not.toHaveClass(c));
  });

  it('gives screen readers the label instead of the bare number', () => {
    render(
      <button>
        Basket <Badge count={3} label="3 products in your basket" />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Basket 3 products in your basket');
  });
});
