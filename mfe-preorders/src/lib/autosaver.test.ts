import { Autosaver, RETRY_FIRST_MS, RETRY_MAX_MS, isNetworkFailure } from './autosaver';

describe('Autosaver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounces per key: a newer edit of the same key replaces the pending one', async () => {
    const sent: string[] = [];
    const s = new Autosaver(() => undefined);
    s.schedule('variant:1', 500, async () => sent.push('a'));
    jest.advanceTimersByTime(300);
    s.schedule('variant:1', 500, async () => sent.push('b'));
    s.schedule('variant:2', 500, async () => sent.push('c'));
    jest.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    await s.flush();
    expect(sent).toEqual(['b', 'c']);
    expect(s.isPending()).toBe(false);
  });

  it('flush sends pending edits at once and waits for them', async () => {
    const sent: number[] = [];
    const s = new Autosaver(() => undefined);
    s.schedule('a', 500, async () => sent.push(1));
    s.schedule('b', 400, async () => sent.push(2));
    expect(s.isPending('a')).toBe(true);
    await s.flush();
    expect(sent.sort()).toEqual([1, 2]);
    jest.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });

  it('reports a failed save once and keeps saving other keys', async () => {
    const errors: string[] = [];
    const s = new Autosaver((e, key) => errors.push(`${key}:${String(e)}`));
    s.schedule('a', 0, () => Promise.reject(new Error('boom')));
    s.schedule('b', 0, async () => undefined);
    await s.flush();
    expect(errors).toEqual(['a:Error: boom']);
  });

  it("hands a failure to the save's own handler instead of the page's, and still retries network failures", async () => {
    const page: string[] = [];
    const own: unknown[] = [];
    const s = new Autosaver((_e, key) => page.push(key));
    s.schedule('group:1', 0, () => Promise.reject(new Error('refused')), (e) => own.push(e));
    await s.flush();
    expect(page).toEqual([]);
    expect(own).toEqual([new Error('refused')]);

    let calls = 0;
    s.schedule('group:2', 0, () => (++calls === 1 ? Promise.reject({ status: 0 }) : Promise.reject(new Error('then refused'))), (e) => own.push(e));
    await s.flush();
    expect(own).toHaveLength(1);
    jest.advanceTimersByTime(RETRY_FIRST_MS);
    await s.flush();
    expect(calls).toBe(2);
    expect(own).toEqual([new Error('refused'), new Error('then refused')]);
    expect(page).toEqual([]);
  });

  it('runs saves of the same key in order', async () => {
    const order: string[] = [];
    let release!: () => void;
    const s = new Autosaver(() => undefined);
    s.schedule('k', 0, () => new Promise<void>((r) => (release = () => (order.push('first'), r()))));
    jest.advanceTimersByTime(0);
    s.schedule('k', 0, async () => order.push('second'));
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await s.flush();
    expect(order).toEqual(['first', 'second']);
  });

  it('cancel drops a pending edit', async () => {
    const run = jest.fn(async () => undefined);
    const s = new Autosaver(() => undefined);
    s.schedule('k', 500, run);
    s.cancel('k');
    await s.flush();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('Autosaver on network failures (status 0)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const offline = { status: 0, fieldErrors: {} };
  /** lets the save's promise chain settle */
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };

  it('keeps the edit and retries with backoff until the API answers, without reporting an error', async () => {
    const errors: unknown[] = [];
    const events: string[] = [];
    let up = false;
    const run = jest.fn(async () => {
      if (!up) throw offline;
    });
    const s = new Autosaver((e) => errors.push(e), { onOffline: () => events.push('offline'), onOnline: () => events.push('online') });
    s.schedule('k', 0, run);
    jest.advanceTimersByTime(0);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(s.isPending('k')).toBe(true);
    expect(s.isOffline()).toBe(true);
    jest.advanceTimersByTime(RETRY_FIRST_MS);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(RETRY_FIRST_MS); // the second retry waits twice as long
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    up = true;
    jest.advanceTimersByTime(RETRY_FIRST_MS);
    await settle();
    expect(run).toHaveBeenCalledTimes(3);
    expect(s.isPending()).toBe(false);
    expect(s.isOffline()).toBe(false);
    expect(errors).toEqual([]);
    expect(events).toEqual(['offline', 'online']);
    jest.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('caps the backoff', async () => {
    const run = jest.fn(async () => {
      throw offline;
    });
    const s = new Autosaver(() => undefined);
    s.schedule('k', 0, run);
    jest.advanceTimersByTime(0);
    await settle();
    for (let i = 0; i < 8; i++) {
      jest.advanceTimersByTime(RETRY_MAX_MS);
      await settle();
    }
    expect(run).toHaveBeenCalledTimes(9);
    s.cancel('k');
  });

  it('a newer edit of the same key replaces the one being retried', async () => {
    let up = false;
    const sent: string[] = [];
    const s = new Autosaver(() => undefined);
    const save = (v: string) => async () => {
      if (!up) throw offline;
      sent.push(v);
    };
    s.schedule('k', 0, save('old'));
    jest.advanceTimersByTime(0);
    await settle();
    s.schedule('k', 500, save('new'));
    up = true;
    jest.advanceTimersByTime(RETRY_MAX_MS);
    await settle();
    expect(sent).toEqual(['new']);
  });

  it('still reports other failures once, without retrying', async () => {
    const errors: unknown[] = [];
    const run = jest.fn(() => Promise.reject({ status: 409, fieldErrors: {} }));
    const s = new Autosaver((e) => errors.push(e));
    s.schedule('k', 0, run);
    await s.flush();
    jest.advanceTimersByTime(RETRY_MAX_MS * 2);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect(isNetworkFailure({ status: 0 })).toBe(true);
    expect(isNetworkFailure(new Error('x'))).toBe(false);
  });
});

describe('Autosaver settled hooks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const isSize = (key: string) => key.startsWith('variant:');

  it('runs once after the last of a burst of saves of the keys it watches, not after each one', async () => {
    const reloads: number[] = [];
    const sent: string[] = [];
    const s = new Autosaver(() => undefined);
    s.onSettled(isSize, () => reloads.push(sent.length));
    const save = (v: string) => async () => void sent.push(v);
    // sizes typed 300 ms apart, each saved 500 ms after it was typed: the next is always waiting
    s.schedule('variant:1', 500, save('1'));
    jest.advanceTimersByTime(300);
    s.schedule('variant:2', 500, save('2'));
    jest.advanceTimersByTime(200);
    await settle();
    expect(sent).toEqual(['1']);
    expect(reloads).toEqual([]);
    jest.advanceTimersByTime(100);
    s.schedule('variant:3', 500, save('3'));
    jest.advanceTimersByTime(200);
    await settle();
    expect(sent).toEqual(['1', '2']);
    expect(reloads).toEqual([]);
    // a save of a key it does not watch neither runs it nor holds it back
    s.schedule('product:9', 0, save('p'));
    jest.advanceTimersByTime(0);
    await settle();
    expect(reloads).toEqual([]);
    jest.advanceTimersByTime(300);
    await settle();
    expect(sent).toEqual(['1', '2', 'p', '3']);
    expect(reloads).toEqual([4]);
  });

  it('waits for a save still running and for a newer edit of the same key', async () => {
    const reloads: string[] = [];
    const s = new Autosaver(() => undefined);
    s.onSettled(isSize, () => reloads.push('reload'));
    let answer: () => void = () => undefined;
    s.schedule('variant:1', 0, () => new Promise<void>((r) => (answer = r)));
    s.schedule('variant:2', 0, async () => undefined);
    jest.advanceTimersByTime(0);
    await settle();
    // variant:2 is saved, variant:1 still waits for its answer
    expect(reloads).toEqual([]);
    s.schedule('variant:1', 500, async () => undefined);
    answer();
    await settle();
    // the first save of variant:1 is answered; its newer edit is pending
    expect(reloads).toEqual([]);
    jest.advanceTimersByTime(500);
    await settle();
    expect(reloads).toEqual(['reload']);
  });

  it('does not run after a failed save, runs after the retry that goes through, and stops when unsubscribed', async () => {
    const reloads: string[] = [];
    const s = new Autosaver(() => undefined);
    const off = s.onSettled(isSize, () => reloads.push('reload'));
    let up = false;
    s.schedule('variant:1', 0, async () => {
      if (!up) throw { status: 0 };
    });
    jest.advanceTimersByTime(0);
    await settle();
    expect(reloads).toEqual([]);
    up = true;
    jest.advanceTimersByTime(RETRY_FIRST_MS);
    await settle();
    expect(reloads).toEqual(['reload']);

    s.schedule('variant:2', 0, () => Promise.reject(new Error('refused')));
    await s.flush();
    expect(reloads).toEqual(['reload']);
    off();
    s.schedule('variant:3', 0, async () => undefined);
    await s.flush();
    await settle();
    expect(reloads).toEqual(['reload']);
  });
});
