import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadable', () => {
  it('renders a preloaded component on the first render, without the fallback', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const { Component, preload } = preloadable(load);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="dealer" />
      </Suspense>,
    );
    expect(screen.getByText('hello dealer')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until the chunk is in when nothing preloaded it', async () => {
    let resolve!: (c: typeof Hello) => void;
    const { Component } = preloadable(() => new Promise<typeof Hello>((r) => (resolve = r)));
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Component name="rep" />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(Hello));
    expect(await screen.findByText('hello rep')).toBeInTheDocument();
  });

  it('fetches a failed chunk again on the next preload', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Hello);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('chunk failed');
    await expect(preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
