import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../router/router';
import { withKernelMessages, type Messages } from '../parcel/createParcel';
import { PortalContext } from '../parcel/PortalContext';
import type { PortalConfig } from '../parcel/types';
import type { Session } from '../session/session';
import type { Locale } from '../locale/locale';
import { setRuntime } from '../api/runtime';
import { writeSession } from '../session/session';

export { mockFetch, type MockRoute, type MockCall } from './mockFetch';
export { testSession } from './testSession';
export { describeMessages, SHARED_WORDS, untranslated, wordsOf } from './messages';
export { samplePath } from './samplePath';
export { fieldError } from './fieldError';
export { describeRoutes } from './describeRoutes';
export { makePreOrderSummary } from './preOrderSummary';
export { dispatchAutoBatched } from './autoBatch';
import { testSession } from './testSession';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store: { dispatch: (a: { type: string }) => unknown; getState: () => unknown; subscribe: (l: () => void) => () => void };
  messages: Messages;
  locale?: Locale;
  session?: Session | null;
  route?: string;
  navigate?: (to: string) => void;
  /** the config.json settings the shell passes (default: none set) */
  config?: PortalConfig;
}

/**
 * Renders a remote's component the way its parcel does: store, messages (over the kernel's),
 * PortalContext and a router at `route` (locale prefix included, e.g. '/en/customer').
 */
export function renderWithProviders(ui: ReactElement, o: Options) {
  const { store, messages: own, locale: _locale, session: _session, route, navigate: _navigate, config, ...rest } = o;
  const locale = o.locale ?? 'en';
  const session = o.session === undefined ? testSession('Klant') : o.session;
  if (session) writeSession(session);
  setRuntime({ apiBaseUrl: 'http://api.test', locale });
  const messages = withKernelMessages(own);
  const navigate = o.navigate ?? (() => undefined);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PortalContext.Provider value={{ session, locale, routeBase: `/${locale}`, navigate, config }}>
        <Provider store={store as never}>
          <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="en">
            <MemoryRouter initialEntries={[route ?? `/${locale}`]} basename={`/${locale}`}>
              {children}
            </MemoryRouter>
          </IntlProvider>
        </Provider>
      </PortalContext.Provider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
