import { onFirstInteraction } from './onFirstInteraction';

describe('onFirstInteraction', () => {
  it('runs once, at the first pointer, key, touch or focus event', () => {
    const fn = jest.fn();
    onFirstInteraction(fn);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs on an event inside the page, before its target handles it', () => {
    const order: string[] = [];
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('pointerdown', () => order.push('button'));
    onFirstInteraction(() => order.push('preload'));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(order).toEqual(['preload', 'button']);
    button.remove();
  });

  it('does not run once cancelled', () => {
    const fn = jest.fn();
    onFirstInteraction(fn)();
    window.dispatchEvent(new Event('touchstart'));
    expect(fn).not.toHaveBeenCalled();
  });
});
