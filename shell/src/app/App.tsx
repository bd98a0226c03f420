import { lazy, Suspense, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'shared-kernel';
import { DEFAULT_LOCALE, isLocale, LoadingState, paths, Toaster, withDefaultLocale, withKernelMessages, type Locale } from 'shared-kernel';
import type { ShellConfig } from '../config/runtimeConfig';
import { messages } from '../i18n/messages';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { PasswordForgotPage } from '../features/auth/PasswordForgotPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { HomeRedirect, PublicOnly, RequireAuth } from '../features/guards/guards';
import { ShellConfigContext } from './ShellConfigContext';
import { Layout, RemoteOutlet } from './frame';
import type { AppStore } from './store';

const allMessages = withKernelMessages(messages);

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
  return (
    <IntlProvider locale={locale} messages={allMessages[locale]} defaultLocale="en">
      <Routes>
        <Route element={<PublicOnly locale={locale} />}>
          <Route path={paths.login.pattern} element={<LoginPage locale={locale} />} />
        </Route>
        <Route path={paths.register.pattern} element={<RegisterPage locale={locale} />} />
        <Route path={paths.passwordForgot.pattern} element={<PasswordForgotPage locale={locale} />} />
        <Route path={paths.resetPassword.pattern} element={<ResetPasswordPage locale={locale} />} />
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
        <BrowserRouter>{routes}</BrowserRouter>
      </ShellConfigContext.Provider>
    </Provider>
  );
}
