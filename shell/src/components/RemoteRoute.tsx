import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'shared-kernel';
import { mountRootParcel, type Parcel } from 'single-spa';
import { bus, LoadingState, type ParcelProps, type PortalConfig, type RemoteAppModule, type Session, type Locale, ErrorState } from 'shared-kernel';
import type { RemoteName } from '../config/runtimeConfig';
import { IncompatibleRemoteError, loadRemoteApp } from '../lib/loadRemote';
import { registerStore } from '../lib/storeRegistry';
import styles from './RemoteRoute.module.css';

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; incompatible: boolean };

interface Props {
  remote: RemoteName;
  session: Session | null;
  locale: Locale;
  apiBaseUrl: string;
  /** config.json settings for the remote (e.g. the prepayment bank account) */
  config?: PortalConfig;
}

/**
 * Mounts one remote's parcel inside its route. A remote that is unreachable, crashes while mounting or
 * was built against another contract major shows a fallback with a retry button here only; the
 * header, footer, menus and other remotes keep working.
 */
export function RemoteRoute({ remote, session, locale, apiBaseUrl, config }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);

  const props: ParcelProps = useMemo(
    () => ({
      session,
      locale,
      routeBase: `/${locale}`,
      location,
      navigator,
      navigate: (to, options) => navigate(to, options),
      bus,
      apiBaseUrl,
      config,
      registerStore,
    }),
    [session, locale, location, navigator, navigate, apiBaseUrl, config],
  );
  const latestProps = useRef(props);
  latestProps.current = props;
  /** the props the parcel was last given, and the update on its way */
  const delivered = useRef<ParcelProps | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  /**
   * The latest props to the mounted parcel, one update at a time. single-spa refuses an update while the
   * parcel mounts or updates, so props that change meanwhile (a menu link clicked while the page's screen
   * still loads, a redirect right after a navigation) follow as soon as it is done.
   */
  const deliver = useCallback(
    function send() {
      const p = parcel.current;
      const next = latestProps.current;
      if (!p?.update || p.getStatus() !== 'MOUNTED' || delivered.current === next) return;
      delivered.current = next;
      inFlight.current = p.update(next).then(send, (error: unknown) => console.error(`Remote ${remote} failed to update`, error));
    },
    [remote],
  );

  useEffect(() => {
    let cancelled = false;
    let mounted: Parcel | null = null;
    setStatus({ kind: 'loading' });
    loadRemoteApp(remote, attempt > 0)
      .then(async (mod: RemoteAppModule) => {
        if (cancelled || !el.current) return;
        delivered.current = latestProps.current;
        mounted = mountRootParcel(mod as never, { ...latestProps.current, domElement: el.current });
        parcel.current = mounted;
        await mounted.mountPromise;
        if (cancelled) return;
        deliver();
        setStatus({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        console.error(`Remote ${remote} failed`, error);
        if (!cancelled) setStatus({ kind: 'failed', incompatible: error instanceof IncompatibleRemoteError });
      });
    return () => {
      cancelled = true;
      parcel.current = null;
      const p = mounted;
      // a parcel still mounting or updating is unmounted once it is done (single-spa refuses it meanwhile)
      if (p)
        void p.mountPromise
          .then(() => inFlight.current)
          .then(() => (p.getStatus() === 'MOUNTED' ? p.unmount() : undefined))
          .catch(() => undefined);
    };
  }, [remote, attempt, deliver]);

  useEffect(() => deliver(), [props, deliver]);

  return (
    <section className={styles.remote} data-remote={remote} aria-busy={status.kind === 'loading'}>
      {status.kind === 'loading' && <LoadingState />}
      {status.kind === 'failed' && (
        <div data-testid="remote-fallback">
          <ErrorState
            message={<FormattedMessage id={status.incompatible ? 'shell.remote.incompatible' : 'shell.remote.unavailable'} />}
            onRetry={() => setAttempt((a) => a + 1)}
            retryLabel={<FormattedMessage id="shell.remote.retry" />}
          />
        </div>
      )}
      <div ref={el} hidden={status.kind === 'failed'} />
    </section>
  );
}
