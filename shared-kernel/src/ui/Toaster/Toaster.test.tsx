import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../bus/bus';
import { renderWithIntl } from '../test/renderWithIntl';
import { preloadToaster, TOAST_DURATION, Toaster } from './Toaster';

describe('Toaster', () => {
  // the Radix part is loaded by then (the shell preloads it once signed in; on /login the first toast loads it)
  beforeAll(() => preloadToaster());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const region = () => screen.getByRole('region', { name: /Notifications/ });

  it('shows a bus toast and hides it after its duration', () => {
    renderWithIntl(<Toaster />);
    act(() => toast('success', 'Address saved', TOAST_DURATION.normal));
    const item = within(region()).getByText('Address saved').closest('li');
    expect(item).toHaveAttribute('data-kind', 'success');
    expect(item).toHaveClass('toast', 'success');

    act(() => jest.advanceTimersByTime(2999));
    expect(within(region()).getByText('Address saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(region()).queryByText('Address saved')).not.toBeInTheDocument();
  });

  it('stacks toasts with their own durations and kinds', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast('error', 'Something went wrong', TOAST_DURATION.long);
      toast('info', 'Address deleted', TOAST_DURATION.addressDelete);
    });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region()).getByText('Something went wrong').closest('li')).toHaveAttribute('data-kind', 'error');
    act(() => jest.advanceTimersByTime(4000));
    expect(within(region()).queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(within(region()).getByText('Address deleted')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6000));
    expect(within(region()).queryByText('Address deleted')).not.toBeInTheDocument();
  });

  // Dismissed by keyboard: Radix toasts call pointer-capture APIs on pointerup, which jsdom lacks.
  it('shows errors as role alert and can be dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(<Toaster />);
    act(() => toast('error', 'Order failed', 5000));
    act(() => jest.advanceTimersByTime(50));
    expect(within(region()).getByRole('alert')).toHaveTextContent('Order failed');
    // read once: the alert, not Radix's announcer as well
    expect(screen.queryAllByRole('status').filter((s) => s.textContent?.includes('Order failed'))).toHaveLength(0);
    within(region()).getByRole('button', { name: 'Dismiss' }).focus();
    await user.keyboard('{Enter}');
    expect(within(region()).queryByText('Order failed')).not.toBeInTheDocument();
  });

  it('announces warnings assertively', () => {
    renderWithIntl(<Toaster />);
    act(() => toast('warning', 'File too large', TOAST_DURATION.longer));
    act(() => jest.advanceTimersByTime(50));
    const announcement = screen.getAllByRole('status').find((s) => s.textContent?.includes('File too large'));
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    expect(within(region()).getByText('File too large').closest('li')).toHaveAttribute('data-kind', 'warning');
  });

  it('renders nothing before the first toast, then every toast sent', async () => {
    jest.useRealTimers();
    const { container } = renderWithIntl(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast('info', 'First', TOAST_DURATION.long);
      toast('success', 'Second', TOAST_DURATION.long);
    });
    expect(await within(region()).findByText('First')).toBeInTheDocument();
    expect(within(region()).getByText('Second')).toBeInTheDocument();
  });

  it('holds the spec durations', () => {
    expect(TOAST_DURATION).toEqual({ short: 2000, normal: 3000, long: 4000, longer: 5000, addressDelete: 10000 });
  });
});
