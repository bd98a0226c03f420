import { act, renderHook } from '@testing-library/react';
import { useTransientMessage } from './useTransientMessage';

describe('useTransientMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides the message after the duration, restarting on a new show', () => {
    const { result } = renderHook(() => useTransientMessage(2000));
    act(() => result.current.show('one'));
    act(() => jest.advanceTimersByTime(1500));
    act(() => result.current.show('two'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.message).toBe('two');
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.message).toBeNull();
  });

  it('clears at once', () => {
    const { result } = renderHook(() => useTransientMessage(2000));
    act(() => result.current.show('x'));
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });
});
