import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { messageGroup } from './messageGroup';
import { setRuntime } from '../api/runtime';

const files = { en: { 'group.hello': 'Hello from the group' }, nl: { 'group.hello': 'Hallo uit de groep' }, fr: { 'group.hello': 'Bonjour du groupe' } };

function page(locale: 'en' | 'nl', Provider: ReturnType<typeof messageGroup>['Provider']) {
  return (
    <IntlProvider locale={locale} messages={{ 'core.title': locale === 'en' ? 'Core' : 'Kern' }}>
      <Suspense fallback={<p>loading</p>}>
        <Provider>
          <FormattedMessage id="core.title" /> · <FormattedMessage id="group.hello" />
        </Provider>
      </Suspense>
    </IntlProvider>
  );
}

describe('messageGroup (issue 20: a screen brings its own texts)', () => {
  it('waits for the active locale file, then adds its messages to the parcel messages', async () => {
    const load = jest.fn((locale: 'en' | 'nl' | 'fr') => Promise.resolve({ default: files[locale] }));
    const group = messageGroup(load);
    const view = await act(async () => render(page('en', group.Provider)));
    expect(await screen.findByText('Core · Hello from the group')).toBeInTheDocument();
    // another locale: that file, once
    await act(async () => view.rerender(page('nl', group.Provider)));
    expect(await screen.findByText('Kern · Hallo uit de groep')).toBeInTheDocument();
    await act(async () => view.rerender(page('en', group.Provider)));
    expect(load.mock.calls).toEqual([['en'], ['nl']]);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const group = messageGroup((locale) => Promise.resolve(files[locale]));
    await group.preload('en');
    render(page('en', group.Provider));
    expect(screen.getByText('Core · Hello from the group')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('tries a failed file again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(files.en);
    const group = messageGroup(load);
    await expect(group.preload('en')).rejects.toThrow('offline');
    await act(async () => render(page('en', group.Provider)));
    expect(await screen.findByText('Core · Hello from the group')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is a screen's group: the screen's code and the active locale's file load together, then it renders in the group at once", async () => {
    setRuntime({ apiBaseUrl: 'http://api.test', locale: 'nl' });
    const load = jest.fn((locale: 'en' | 'nl' | 'fr') => Promise.resolve(files[locale]));
    const group = messageGroup(load);
    const Greeting = ({ name }: { name: string }) => (
      <p>
        <FormattedMessage id="group.hello" /> {name}
      </p>
    );
    const Screen = group.screen(() => Promise.resolve({ Greeting }), 'Greeting');
    expect(Screen.isLoaded()).toBe(false);
    await Screen.preload();
    expect(load.mock.calls).toEqual([['nl']]);
    expect(Screen.isLoaded()).toBe(true);
    render(
      <IntlProvider locale="nl" messages={{}}>
        <Suspense fallback={<p>loading</p>}>
          <Screen name="Ada" />
        </Suspense>
      </IntlProvider>,
    );
    expect(screen.getByText('Hallo uit de groep Ada')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
