import React, { Component, use, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { Provider } from 'react-redux';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Router } from '../router/router';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { CONTRACT_VERSION } from '../version';
import { setRuntime } from '../api/runtime';
import type { Locale } from '../locale/locale';
import { PortalContext } from './PortalContext';
import { kernelMessages } from '../i18n/messages';
import { compiledTexts, plainText } from '../i18n/compiled';
import type { ParcelProps, PrepareProps, RemoteAppModule, WidgetProps } from './types';
import { buttonClass } from '../ui/Button/Button';
import stateStyles from '../ui/States/States.module.css';

export type Messages = Record<Locale, Record<string, string>>;

const merged = new WeakMap<Messages, Messages>();
/** A package's messages over the design system's (same object each time: IntlProvider stays stable). */
export function withKernelMessages(messages: Messages): Messages {
  let m = merged.get(messages);
  if (!m) {
    m = {
      en: { ...kernelMessages.en, ...messages.en },
      nl: { ...kernelMessages.nl, ...messages.nl },
      fr: { ...kernelMessages.fr, ...messages.fr },
    };
    merged.set(messages, m);
  }
  return m;
}

/**
 * One locale's messages of a package, fetched on demand: `(locale) => import(`../i18n/${locale}.json`)`
 * makes each locale a chunk of its own, so a page loads its own language's messages only.
 */
export type MessageLoader = (locale: Locale) => Promise<Record<string, string> | { default: Record<string, string> }>;

/**
 * A package's messages over the design system's, per locale: all three given at once (`messages`), or
 * each loaded on demand (`loadMessages`), once; a failed load is tried again on the next call.
 */
export function localeMessages(source: { messages?: Messages; loadMessages?: MessageLoader }) {
  const given = source.messages ? withKernelMessages(source.messages) : null;
  const loaded: Partial<Record<Locale, Record<string, string>>> = {};
  const pending: Partial<Record<Locale, Promise<Record<string, string>>>> = {};
  const { loadMessages } = source;
  // compiledTexts: the texts of a build before issue 20 are compiled first; a build's own are compiled already
  return {
    /** the locale's messages if they are in (given ones at once, unless they are texts to compile) */
    get(locale: Locale): Record<string, string> | undefined {
      if (loaded[locale] || !given) return loaded[locale];
      const now = compiledTexts(given[locale]);
      return now instanceof Promise ? undefined : (loaded[locale] = now);
    },
    /** the locale's messages, fetched when needed */
    load(locale: Locale): Promise<Record<string, string>> {
      if (loaded[locale]) return Promise.resolve(loaded[locale]);
      const source = given ? Promise.resolve(given[locale]) : loadMessages ? loadMessages(locale).then(moduleValue) : Promise.resolve({});
      return (pending[locale] ??= source.then(
        async (m) => (loaded[locale] = await compiledTexts(given ? m : { ...kernelMessages[locale], ...m })),
        (e: unknown) => {
          delete pending[locale];
          throw e;
        },
      ));
    },
  };
}

/** a JSON file's `import()`: its object, under `default` or not */
export function moduleValue(m: Record<string, string> | { default: Record<string, string> }): Record<string, string> {
  return ('default' in m && typeof m.default === 'object' ? m.default : m) as Record<string, string>;
}

/** '/nl/salesman/x' with base '/nl' is '/salesman/x' */
function withoutBase(pathname: string, base: string): string {
  return base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname;
}

interface StoreLike {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

class ParcelErrorBoundary extends Component<{ name: string; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className={`${stateStyles.state} ${stateStyles.error}`} data-remote-error={this.props.name}>
          <p>
            <FormattedMessage id="ds.state.error" />
          </p>
          <button type="button" className={buttonClass('secondary')} onClick={() => this.setState({ error: null })}>
            <FormattedMessage id="ds.state.retry" />
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * The single-spa-react parcel of a remote (`./app`): providers for its own store, its own messages
 * and a Router controlled by the shell's location and navigator.
 */
export function createParcel(options: {
  name: string;
  App: ComponentType;
  /** the remote's messages, all three locales; or, lighter, `loadMessages` */
  messages?: Messages;
  /** one locale's messages on demand (see MessageLoader): the parcel mounts once its locale's are in */
  loadMessages?: MessageLoader;
  getStore: () => StoreLike;
  /**
   * Render as you fetch (issue 20): called with the address inside the portal ('/salesman/...', without
   * the locale prefix) when the shell prepares the parcel (RemoteAppModule.prepare, as soon as the module
   * is loaded) and again at mount, before the locale's messages are awaited, so a remote can start loading
   * the opened page's chunk and its first data early. It must not ask twice for what it already asked.
   * What it answers (the page's code, say) is awaited by mount with the messages: the first render then
   * shows the page, not a Suspense fallback. Hiding a fallback is a retry render, which React 19 commits
   * no sooner than 300 ms after the fallback showed (its "throttled" reveal): the page would sit ready and
   * unseen for that long.
   */
  preload?: (pathname: string) => void | Promise<unknown>;
  /**
   * The contract version the remote was built against (its __CONTRACT_VERSION__); the default, this
   * module's CONTRACT_VERSION, is the shell's own copy at run time (shared-kernel is a singleton).
   */
  contractVersion?: string;
}): RemoteAppModule {
  const { name, App, getStore } = options;
  const texts = localeMessages(options);
  function Root(props: ParcelProps) {
    const store = getStore();
    setRuntime({ apiBaseUrl: props.apiBaseUrl, locale: props.locale });
    const portal = { session: props.session, locale: props.locale, routeBase: props.routeBase, navigate: props.navigate, config: props.config };
    return (
      <PortalContext.Provider value={portal}>
        <Provider store={store as never}>
          {/* mount and update wait for the locale's messages, so they are in here */}
          <IntlProvider locale={props.locale} messages={texts.get(props.locale) ?? kernelMessages[props.locale]} defaultLocale="en">
            <Router location={props.location} navigator={props.navigator} basename={props.routeBase}>
              <ParcelErrorBoundary name={name}>
                <App />
              </ParcelErrorBoundary>
            </Router>
          </IntlProvider>
        </Provider>
      </PortalContext.Provider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root as unknown as ComponentType<object & AppProps>,
    // outside the parcel's IntlProvider: pick the text by the locale prop directly
    errorBoundary: (_error, _info, props) => (
      <div role="alert" className={`${stateStyles.state} ${stateStyles.error}`}>
        {plainText(texts.get((props as unknown as ParcelProps).locale ?? 'nl')?.['ds.state.error'] ?? kernelMessages.nl['ds.state.error'])}
      </div>
    ),
  });
  return {
    contractVersion: options.contractVersion ?? CONTRACT_VERSION,
    prepare: ({ locale, path, apiBaseUrl }: PrepareProps) => {
      setRuntime({ apiBaseUrl, locale });
      texts.load(locale).catch(() => undefined); // mount loads them again
      options.preload?.(path);
    },
    bootstrap: lifecycles.bootstrap as RemoteAppModule['bootstrap'],
    mount: async (props: object) => {
      const p = props as ParcelProps;
      setRuntime({ apiBaseUrl: p.apiBaseUrl, locale: p.locale });
      p.registerStore?.(name, getStore());
      const messages = texts.load(p.locale);
      const page = options.preload && p.location ? options.preload(withoutBase(p.location.pathname, p.routeBase)) : undefined;
      await messages;
      // a page's code that failed to load fails in the route, where its error boundary shows it
      await Promise.resolve(page).catch(() => undefined);
      return (lifecycles.mount as RemoteAppModule['mount'])(props);
    },
    unmount: lifecycles.unmount as RemoteAppModule['unmount'],
    update: async (props: object) => {
      const locale = (props as Partial<ParcelProps>).locale;
      if (locale) await texts.load(locale);
      return (lifecycles.update as NonNullable<RemoteAppModule['update']>)(props);
    },
  };
}

/** Wraps an exposed widget in its remote's messages and store; the shell renders it as a component. */
export function createWidget<P extends object = object>(options: {
  Component: ComponentType<P>;
  /** the widget's messages, all three locales; or `loadMessages` */
  messages?: Messages;
  /** one locale's messages on demand (see MessageLoader): the widget suspends until they are in */
  loadMessages?: MessageLoader;
  getStore?: () => StoreLike;
  /** as createParcel's */
  contractVersion?: string;
}): ComponentType<WidgetProps & P> & { contractVersion: string } {
  const { Component: Inner, getStore } = options;
  const texts = localeMessages(options);
  function Widget(props: WidgetProps & P) {
    const messages = texts.get(props.locale) ?? use(texts.load(props.locale));
    const portal = { session: props.session, locale: props.locale, routeBase: props.routeBase, navigate: props.navigate };
    const content = (
      <PortalContext.Provider value={portal}>
        <IntlProvider locale={props.locale} messages={messages} defaultLocale="en">
          <Inner {...props} />
        </IntlProvider>
      </PortalContext.Provider>
    );
    return getStore ? <Provider store={getStore() as never}>{content}</Provider> : content;
  }
  // the shell checks a widget's contract version as it checks a parcel's
  return Object.assign(Widget, { contractVersion: options.contractVersion ?? CONTRACT_VERSION });
}
