import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Pagination, pageWindow, showsFirstLast } from './Pagination';

describe('Pagination', () => {
  // Spec: first/last "when last page index above 10", indices 0-based: last index = pageCount - 1.
  it('hides first/last at 11 pages (last index 10)', () => {
    renderWithIntl(<Pagination page={1} pageCount={11} onPageChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    expect(showsFirstLast(10)).toBe(false);
  });

  it('shows first/last at 12 pages (last index 11)', async () => {
    const onPageChange = jest.fn();
    renderWithIntl(<Pagination page={5} pageCount={12} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('is a labelled nav with the current page, previous/next and a window of pages', async () => {
    const onPageChange = jest.fn();
    renderWithIntl(<Pagination page={1} pageCount={8} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithIntl(<Pagination page={1} pageCount={1} onPageChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the window inside the pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
