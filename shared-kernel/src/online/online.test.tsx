import { act, render, screen } from '@testing-library/react';
import { isOnline, useOnline } from './online';

function Probe() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

describe('useOnline', () => {
  const setOnLine = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  afterEach(() => setOnLine(true));

  it('follows navigator.onLine and its online/offline events', () => {
    setOnLine(true);
    render(<Probe />);
    expect(screen.getByText('online')).toBeInTheDocument();
    act(() => {
      setOnLine(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('offline')).toBeInTheDocument();
    expect(isOnline()).toBe(false);
    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('online')).toBeInTheDocument();
  });
});
