import { screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { EmptyState, ErrorState, FormErrors, LoadingState, Notice } from './States';

describe('states', () => {
  it('LoadingState is a status with hidden text', () => {
    renderWithIntl(<LoadingState label="Loading orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
  });

  it('EmptyState shows its message and action', () => {
    renderWithIntl(<EmptyState message="No customers" action={<a href="/x">Add</a>} />);
    expect(screen.getByText('No customers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
  });

  it('ErrorState defaults to the generic spec text and no retry', () => {
    renderWithIntl(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('Notice uses alert for errors and status otherwise', () => {
    renderWithIntl(
      <>
        <Notice kind="error" title="Deadline expired">The pre-order can no longer be changed.</Notice>
        <Notice kind="info">Totals are indicative.</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Totals are indicative.');
  });

  it('Notice takes div props such as role', () => {
    renderWithIntl(
      <Notice kind="warning" role="alert" id="n1" data-testid="n">
        Attention required
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveAttribute('data-kind', 'warning');
    expect(notice).toHaveAttribute('id', 'n1');
  });

  it('FormErrors lists the general errors in an alert (one as a sentence), and shows nothing without any', () => {
    const { rerender } = renderWithIntl(<FormErrors errors={['Name is taken.', 'Try again later.']} title="Not saved" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Name is taken.', 'Try again later.']);
    rerender(<FormErrors errors={['The user name or password is incorrect.']} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^The user name or password is incorrect\.$/);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    rerender(<FormErrors errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
