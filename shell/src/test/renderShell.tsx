import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-kernel';
import { setRuntime, withKernelMessages } from 'shared-kernel';
import { messages } from '../i18n/messages';
import { setupStore } from '../app/store';
import { ShellConfigContext } from '../app/ShellConfigContext';

const config = { apiBaseUrl: 'http://api.test', contactPhone: '+31 20 1234567', corporateSiteUrl: 'https://x.test', requestAccountUrl: 'https://x.test/account' };

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/** Renders a shell page at `route` with the shell's store, messages and config. */
export function renderShell(ui: ReactElement, { route = '/en/login', path = '/en/login' } = {}) {
  setRuntime({ apiBaseUrl: config.apiBaseUrl, locale: 'en' });
  const store = setupStore();
  const all = withKernelMessages(messages);
  const result = render(
    <Provider store={store}>
      <ShellConfigContext.Provider value={config}>
        <IntlProvider locale="en" messages={all.en}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </MemoryRouter>
        </IntlProvider>
      </ShellConfigContext.Provider>
    </Provider>,
  );
  return { ...result, store };
}
