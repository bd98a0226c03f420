import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-kernel/styles.css';
import { clearSession, DEFAULT_LOCALE, hasCurrencyCode, kernelMessages, plainText, readSession, setRuntime, splitLocale } from 'shared-kernel';
import { App } from './app/App';
import { loadShellMessages } from './i18n/loadMessages';
import { preloadSignedInFrame } from './app/frame';
import { setupStore } from './app/store';
import { loadRemotesMap, loadShellConfig } from './config/runtimeConfig';
import { remoteFor } from './config/routeTable';
import { configureRemotes, loadRemoteApp } from './lib/loadRemote';
import { applyOverrideParams, effectiveRemotes } from './lib/overrides';
import { registerServiceWorker } from './pwa/registerServiceWorker';

async function start() {
  const { overrides, cleanedHref } = applyOverrideParams(window.location.href);
  if (cleanedHref) window.history.replaceState(window.history.state, '', cleanedHref);

  // A stored session without the stored currency code forces logout (spec section 4).
  if (readSession() && !hasCurrencyCode()) clearSession();
  const signedIn = readSession() !== null;

  // a signed-in start renders the frame at once: its chunks load with the config (a failed one is
  // fetched again when the frame renders)
  // the messages of the address's language only (an address without one goes to the default's)
  const { locale, rest } = splitLocale(window.location.pathname);
  // the remote of the address starts loading as soon as remotes.json is in, while the config, the
  // messages and the frame still load (its route then finds it loaded; a failure shows there, with its
  // retry); once it and the config are in, the remote prepares the page (its messages, the page's chunk
  // and first calls: render as you fetch, issue 20) while the frame renders
  const remote = signedIn ? remoteFor(rest) : null;
  const configLoaded = loadShellConfig();
  const remotesReady = loadRemotesMap().then((remotes) => {
    configureRemotes(effectiveRemotes(remotes, overrides));
    if (!remote) return;
    Promise.all([loadRemoteApp(remote), configLoaded])
      .then(([mod, { apiBaseUrl }]) => mod.prepare?.({ locale: locale ?? DEFAULT_LOCALE, path: rest, apiBaseUrl }))
      .catch(() => undefined);
  });
  const [config] = await Promise.all([
    configLoaded,
    remotesReady,
    loadShellMessages(locale ?? DEFAULT_LOCALE),
    signedIn ? preloadSignedInFrame().catch(() => undefined) : undefined,
  ]);
  setRuntime({ apiBaseUrl: config.apiBaseUrl, locale: locale ?? undefined });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // a transition: React renders the frame in slices, so the remote's files (asked for above) are fetched
  // and run between them instead of after one long task (issue 20: cold pre-order page)
  const app = createRoot(root);
  startTransition(() => app.render(<App store={setupStore()} config={config} />));
  // trade-show mode (issue 19): the worker that keeps the portal available offline, after the first paint
  registerServiceWorker();
}

start().catch((e: unknown) => {
  console.error(e);
  const root = document.getElementById('root');
  // no IntlProvider yet: the design system's generic error text in the address's language
  const locale = splitLocale(window.location.pathname).locale ?? 'nl';
  if (root) root.textContent = plainText(kernelMessages[locale]['ds.state.error']);
});
