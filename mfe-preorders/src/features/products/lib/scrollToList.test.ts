import { scrollToElement } from './scrollToList';

/** a window whose frames the test runs by hand, at given times */
function fakeWindow(scrollY: number, reduced = false) {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  const positions: number[] = [];
  const win = {
    scrollY,
    scrollTo: jest.fn((_x: number, y: number) => positions.push(y)) as unknown as Window['scrollTo'],
    requestAnimationFrame: (cb: FrameRequestCallback) => {
      frames.set(next, cb);
      return next++;
    },
    cancelAnimationFrame: (id: number) => void frames.delete(id),
    matchMedia: ((q: string) => ({ matches: reduced && q.includes('reduce') })) as unknown as Window['matchMedia'],
  };
  const runFrame = (time: number) => {
    const [id, cb] = [...frames.entries()][0] ?? [];
    if (!cb) return false;
    frames.delete(id!);
    cb(time);
    return true;
  };
  return { win, positions, runFrame, pending: () => frames.size };
}

const at = (top: number) => ({ getBoundingClientRect: () => ({ top }) }) as Element;

describe('scrollToElement', () => {
  it('animates over 300 ms to the element 55 px from the top (spec section 9)', () => {
    // the list's top is 2000 px up from a window scrolled to 3000: its page position is 1000
    const { win, positions, runFrame, pending } = fakeWindow(3000);
    scrollToElement(at(-2000), { win });
    runFrame(100);
    runFrame(250);
    expect(positions.at(-1)).toBe(Math.round(3000 - 2055 / 2));
    runFrame(399);
    expect(pending()).toBe(1);
    runFrame(400);
    expect(positions.at(-1)).toBe(945);
    expect(runFrame(416)).toBe(false);
    // it moved up smoothly: every step between start and end
    expect(positions[0]).toBe(3000);
    expect(positions.every((y, i) => i === 0 || y <= positions[i - 1])).toBe(true);
    expect(positions.slice(1, -1).every((y) => y < 3000 && y >= 945)).toBe(true);
  });

  it('jumps without animation when the user asked for reduced motion, and never above the page', () => {
    const reduced = fakeWindow(500, true);
    scrollToElement(at(-480), { win: reduced.win });
    expect(reduced.positions).toEqual([0]);
    expect(reduced.pending()).toBe(0);
  });

  it('can be stopped', () => {
    const { win, positions, runFrame } = fakeWindow(3000);
    const stop = scrollToElement(at(-2000), { win });
    runFrame(0);
    stop();
    expect(runFrame(100)).toBe(false);
    expect(positions).toEqual([3000]);
  });
});
