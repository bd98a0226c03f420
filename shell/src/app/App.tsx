import { lazy, Suspense, use, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'shared-kernel';
import { DEFAULT_LOCALE, isLocale, LoadingState, paths, Toaster, withDefaultLocale, type Locale } from 'shared-kernel';
import type { ShellConfig } from '../config/runtimeConfig';
import { loadShellMessages, shellMessages } from '../i18n/loadMessages';
import { LoginPage } from '../features/auth/LoginPage';
import { HomeRedirect, PublicOnly, RequireAuth } from '../features/guards/guards';
import { ShellConfigContext } from './ShellConfigContext';
import { Layout, RemoteOutlet } from './frame';
import type { AppStore } from './store';

// the signed-out pages other than login are chunks of their own: /login's first load carries login only
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const PasswordForgotPage = lazy(() => import('../features/auth/PasswordForgotPage').then((m) => ({ default: m.PasswordForgotPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

const VersionsPanel = lazy(() => import('../features/versions/VersionsPanel').then((m) => ({ default: m.VersionsPanel })));

/** Any first segment that is not en, nl or fr goes to the nl-prefixed address. */
function DefaultLocale() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={withDefaultLocale(pathname, search, hash) ?? paths.home.href(DEFAULT_LOCALE)} replace />;
}

function LocaleRoutes() {
  const { locale: param } = useParams();
  const { pathname, search, hash } = useLocation();
  if (!isLocale(param)) return <Navigate to={withDefaultLocale(pathname, search, hash) ?? paths.home.href(DEFAULT_LOCALE)} replace />;
  const locale: Locale = param;
  document.documentElement.lang = locale;
  // bootstrap.tsx loads the address's locale before the first render: this suspends only when an
  // in-app navigation changes the locale
  const messages = shellMessages(locale) ?? use(loadShellMessages(locale));
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <Routes>
        <Route element={<PublicOnly locale={locale} />}>
          <Route path={paths.login.pattern} element={<LoginPage locale={locale} />} />
        </Route>
        <Route path={paths.register.pattern} element={<Suspense fallback={<LoadingState />}><RegisterPage locale={locale} /></Suspense>} />
        <Route path={paths.passwordForgot.pattern} element={<Suspense fallback={<LoadingState />}><PasswordForgotPage locale={locale} /></Suspense>} />
        <Route path={paths.resetPassword.pattern} element={<Suspense fallback={<LoadingState />}><ResetPasswordPage locale={locale} /></Suspense>} />
        <Route
          element={
            <Suspense fallback={<LoadingState />}>
              <RequireAuth locale={locale} />
            </Suspense>
          }
        >
          <Route element={<Layout locale={locale} />}>
            <Route index element={<HomeRedirect locale={locale} />} />
            <Route path={paths.versions.pattern} element={<VersionsPanel />} />
            <Route path="*" element={<RemoteOutlet locale={locale} />} />
          </Route>
        </Route>
      </Routes>
      <Toaster />
    </IntlProvider>
  );
}

export function App({ store, config }: { store: AppStore; config: ShellConfig }) {
  const routes = useMemo(
    () => (
      <Routes>
        <Route path="/:locale/*" element={<LocaleRoutes />} />
        <Route path="*" element={<DefaultLocale />} />
      </Routes>
    ),
    [],
  );
  return (
    <Provider store={store}>
      <ShellConfigContext.Provider value={config}>
        <BrowserRouter>
          {/* no messages yet, so no text: only while another locale's messages load */}
          <Suspense fallback={null}>{routes}</Suspense>
        </BrowserRouter>
      </ShellConfigContext.Provider>
    </Provider>
  );
}
