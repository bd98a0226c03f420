import { Autosaver } from './autosaver';

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
