import { setupStore } from './store';

describe("the shell's store", () => {
  it("notifies RTK Query's batched actions from a task of their own, not from an animation frame", () => {
    jest.useFakeTimers();
    try {
      const store = setupStore();
      const notified = jest.fn();
      store.subscribe(notified);
      // what RTK Query's pending and fulfilled actions carry (SHOULD_AUTOBATCH)
      store.dispatch({ type: 'shell/test', meta: { RTK_autoBatch: true } });
      expect(notified).not.toHaveBeenCalled();
      // a timer of 0 ms runs; an animation frame (16 ms with fake timers) would not have yet
      jest.advanceTimersByTime(1);
      expect(notified).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
