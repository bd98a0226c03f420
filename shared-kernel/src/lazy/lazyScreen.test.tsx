import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazyScreen';

const screens = { OrdersPage: ({ title }: { title: string }) => <h1>{title}</h1>, Other: () => <p>other</p> };

describe('lazyScreen', () => {
  it('loads the named export of its module, once, and renders it with its props', async () => {
    const load = jest.fn(() => Promise.resolve(screens));
    const OrdersPage = lazyScreen(load, 'OrdersPage');
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <OrdersPage title="Orders" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await OrdersPage.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded', async () => {
    const OrdersPage = lazyScreen(() => Promise.resolve(screens), 'OrdersPage');
    expect(OrdersPage.isLoaded()).toBe(false);
    await OrdersPage.preload();
    expect(OrdersPage.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>loading</p>}>
        <OrdersPage title="Now" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Now' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});
