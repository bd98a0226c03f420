import type { Location, Navigator } from '../router/router';
import type { Session } from '../session/session';
import type { Locale } from '../locale/locale';
import type { EventBus } from '../bus/bus';

/** The distributor's bank account that prepayment customers transfer to (config.json `prepaymentBank`). */
export interface BankDetails {
  accountHolder: string;
  iban: string;
  bic: string;
}

/**
 * The settings of the shell's config.json that remotes use, passed with the parcel props (remotes never
 * fetch config.json themselves). A value the deployment does not set is null.
 */
export interface PortalConfig {
  prepaymentBank: BankDetails | null;
}

/**
 * What the shell passes to every parcel (ARCHITECTURE section 2). A parcel is its own React root and
 * sees none of the shell's context: everything it needs comes through here.
 */
export interface ParcelProps {
  session: Session | null;
  locale: Locale;
  /** '/nl': the locale prefix every portal path starts with */
  routeBase: string;
  /** the shell router's location and navigator: the parcel renders a controlled Router on them */
  location: Location;
  navigator: Navigator;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  bus: EventBus;
  apiBaseUrl: string;
  /** config.json settings for remotes; absent from a shell that predates it */
  config?: PortalConfig;
  /** store injector: the parcel hands its store to the shell, which resets caches on session change */
  registerStore: (name: string, store: { dispatch: (action: { type: string }) => unknown }) => void;
}

/** Props of the exposed widgets (header search, basket badge): plain components in the shell's tree. */
export interface WidgetProps {
  session: Session | null;
  locale: Locale;
  routeBase: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Where a parcel is about to mount (RemoteAppModule.prepare). */
export interface PrepareProps {
  locale: Locale;
  /** the address below the locale ('/salesman/pre-orders/edit/7') */
  path: string;
  apiBaseUrl: string;
}

/** What a remote's `./app` module exposes. */
export interface RemoteAppModule {
  contractVersion: string;
  /**
   * Render as you fetch (issue 20), optional: the shell calls it as soon as the module is loaded, before
   * its own frame has rendered and mounted the parcel, so the remote's messages, the opened page's chunk
   * and its first data start loading then. Mount does the same for what was not started.
   */
  prepare?: (props: PrepareProps) => void;
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

/** Action every remote store answers by dropping cached data (session changed). */
export const RESET_ACTION = 'portal/reset';
