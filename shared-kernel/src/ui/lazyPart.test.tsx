import { Suspense, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart, useLazyTrigger } from './lazyPart';

type Props = { open?: boolean };

function setup() {
  let resolve!: (c: ComponentType<Props>) => void;
  const load = jest.fn(() => new Promise<ComponentType<Props>>((r) => (resolve = r)));
  const part = lazyPart<Props>(load);
  const ownClick = jest.fn();
  function Opener() {
    const { trigger, open } = useLazyTrigger(
      <button type="button" onClick={ownClick}>
        Open
      </button>,
      part.preload,
      {},
    );
    return (
      <>
        {trigger}
        {open && (
          <Suspense fallback={null}>
            <part.Lazy open={open} />
          </Suspense>
        )}
      </>
    );
  }
  const Loaded = ({ open }: Props) => <p>{open ? 'opened' : 'closed'}</p>;
  return { load, ownClick, Opener, arrive: () => act(async () => resolve(Loaded)) };
}

describe('lazyPart and useLazyTrigger', () => {
  it('loads nothing with the page: the trigger alone shows, with its popup semantics', () => {
    const { load, Opener } = setup();
    render(<Opener />);
    expect(load).not.toHaveBeenCalled();
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['hovered', (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ['focused', (el: HTMLElement) => fireEvent.focus(el)],
    ['pressed', (el: HTMLElement) => fireEvent.pointerDown(el)],
  ])('starts loading once the trigger is %s, once', (_, interact) => {
    const { load, Opener } = setup();
    render(<Opener />);
    interact(screen.getByRole('button', { name: 'Open' }));
    interact(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a click made before the part arrives, on the same trigger element, and runs its own handler', async () => {
    const { load, ownClick, Opener, arrive } = setup();
    render(<Opener />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.setup().click(trigger);
    expect(ownClick).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await arrive();
    expect(await screen.findByText('opened')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBe(trigger);
    expect(trigger).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
