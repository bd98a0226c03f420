import { dispatchAutoBatched } from 'shared-kernel/test-utils';
import { setupStore } from './store';

describe("the shell's store", () => {
  it("notifies RTK Query's batched actions from a task of their own, not from an animation frame", () => {
    jest.useFakeTimers();
    try {
      const notified = dispatchAutoBatched(setupStore(), 'shell/test');
      expect(notified).not.toHaveBeenCalled();
      // a timer of 0 ms runs; an animation frame (16 ms with fake timers) would not have yet
      jest.advanceTimersByTime(1);
      expect(notified).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
