import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart, useTriggerStandIn } from './lazyPart';

type Props = { defaultOpen?: boolean };

function setup() {
  let resolve!: (c: ComponentType<Props>) => void;
  const load = jest.fn(() => new Promise<ComponentType<Props>>((r) => (resolve = r)));
  const part = lazyPart<Props>(load);
  function Opener() {
    const { standIn, openedEarly } = useTriggerStandIn(<button type="button">Open</button>, part.preload);
    return (
      <Suspense fallback={standIn}>
        <part.Lazy defaultOpen={openedEarly} />
      </Suspense>
    );
  }
  const Loaded = ({ defaultOpen }: Props) => <p>{defaultOpen ? 'opened' : 'closed'}</p>;
  return { load, Opener, arrive: () => act(async () => resolve(Loaded)) };
}

describe('lazyPart and useTriggerStandIn', () => {
  it('starts loading when the trigger shows, once, and keeps a click made before the part arrives', async () => {
    const { load, Opener, arrive } = setup();
    render(<Opener />);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    await arrive();
    expect(await screen.findByText('opened')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('arrives closed when nobody clicked', async () => {
    const { Opener, arrive } = setup();
    render(<Opener />);
    await arrive();
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });
});
