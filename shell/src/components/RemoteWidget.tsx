import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'shared-kernel';
import type { WidgetProps } from 'shared-kernel';
import type { RemoteName } from '../config/runtimeConfig';
import { loadRemoteWidget } from '../lib/loadRemote';
import { whenIdle } from '../lib/whenIdle';

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * An exposed widget of a remote (header search, basket badge), rendered as a plain component in the
 * shell's header. If the remote is down (or built against another contract major) the header shows
 * `fallback` and keeps working.
 */
export function RemoteWidget({
  remote,
  expose,
  fallback = null,
  ...props
}: WidgetProps & { remote: RemoteName; expose: string; fallback?: ReactNode }) {
  const [Widget, setWidget] = useState<ComponentType<WidgetProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // after a failure the widget is tried again on every navigation, until it loads
  const { pathname } = useLocation();
  const retryKey = failed && !Widget ? pathname : '';
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      loadRemoteWidget<ComponentType<WidgetProps>>(remote, expose, retryKey !== '')
        .then((w) => !cancelled && setWidget(() => w))
        .catch((e: unknown) => {
          console.error(`Widget ${remote}/${expose} failed`, e);
          if (!cancelled) setFailed(true);
        });
    // the first load waits until the routed page has rendered (the header shows the fallback meanwhile);
    // a retry after a navigation loads at once
    const cancelIdle = retryKey === '' ? whenIdle(() => void load()) : null;
    if (!cancelIdle) void load();
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  }, [remote, expose, retryKey]);
  if (!Widget) return <>{fallback}</>;
  return (
    <WidgetBoundary fallback={fallback}>
      {/* a widget that loads its locale's messages on demand suspends until they are in */}
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}
