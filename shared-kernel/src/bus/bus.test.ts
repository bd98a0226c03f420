import { emit, on, toast } from './bus';

describe('event bus', () => {
  it('delivers typed events through window until unsubscribed', () => {
    const seen: unknown[] = [];
    const off = on('basket.changed', (d) => seen.push(d));
    emit('basket.changed', { count: 3 });
    off();
    emit('basket.changed', { count: 4 });
    expect(seen).toEqual([{ count: 3 }]);
  });

  it('works across bundle copies: any listener on window hears it', () => {
    const listener = jest.fn();
    window.addEventListener('portal:toast', listener);
    toast('error', 'Nope', 2000);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ kind: 'error', text: 'Nope', duration: 2000 });
    window.removeEventListener('portal:toast', listener);
  });
});
