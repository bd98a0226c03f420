import { createRoot } from 'react-dom/client';
import 'shared-kernel/styles.css';
import './shell.css';
import { clearSession, hasCurrencyCode, kernelMessages, readSession, setRuntime, splitLocale } from 'shared-kernel';
import { App, preloadSignedInFrame } from './app/App';
import { setupStore } from './app/store';
import { loadRemotesMap, loadShellConfig } from './config/runtimeConfig';
import { configureRemotes } from './features/remotes/loadRemote';
import { applyOverrideParams, effectiveRemotes } from './features/remotes/overrides';

async function start() {
  const { overrides, cleanedHref } = applyOverrideParams(window.location.href);
  if (cleanedHref) window.history.replaceState(window.history.state, '', cleanedHref);

  // A stored session without the stored currency code forces logout (spec section 4).
  if (readSession() && !hasCurrencyCode()) clearSession();
  if (readSession()) preloadSignedInFrame();

  const [config, remotes] = await Promise.all([loadShellConfig(), loadRemotesMap()]);
  const { locale } = splitLocale(window.location.pathname);
  setRuntime({ apiBaseUrl: config.apiBaseUrl, locale: locale ?? undefined });
  configureRemotes(effectiveRemotes(remotes, overrides));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<App store={setupStore()} config={config} />);
}

start().catch((e: unknown) => {
  console.error(e);
  const root = document.getElementById('root');
  // no IntlProvider yet: the design system's generic error text in the address's language
  const locale = splitLocale(window.location.pathname).locale ?? 'nl';
  if (root) root.textContent = kernelMessages[locale]['ds.state.error'];
});
