import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Link, LoadingState, Notice, Table, formatDateTime, paths, toast, useOnline, type TableColumn } from 'shared-kernel';
import type { OfflinePreOrder, OutboxChange } from '../lib/model';
import { download, loadRuntime, refreshOffline, remove, useOfflineSnapshot, waiting } from '../offlineState';
import { changedFields, describeChange, headerValueText } from './describe';
import { DownloadProgressBar } from './DownloadProgressBar';
import styles from './SyncCenterPage.module.css';

type Mode = 'customer' | 'salesman';

const editPath = (mode: Mode, id: number) => (mode === 'customer' ? paths.customerPreOrderEdit : paths.salesmanPreOrderEdit).path({ id });

function Section({ id, title, count, children }: { id: string; title: ReactNode; count?: number; children: ReactNode }) {
  return (
    <section className="ds-card ds-stack" aria-labelledby={id}>
      <h2 id={id} className={styles.flush}>
        {title}
        {count !== undefined && <span className="ds-muted"> ({count})</span>}
      </h2>
      {children}
    </section>
  );
}

/** bytes as KB or MB with one decimal */
function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The sync center (trade-show mode, issue 19): /salesman/pre-orders/offline and
 * /customer/pre-orders/offline. The outbox in four lists (conflicts to resolve, awaiting, failed with
 * the server's message, completed in the last 7 days), each linking to its pre-order; the pre-orders
 * available offline with their size and refresh time; and whether the portal itself is ready to start
 * without a network.
 */
export function SyncCenterPage({ mode }: { mode: Mode }) {
  const intl = useIntl();
  const online = useOnline();
  const snap = useOfflineSnapshot();
  const [syncing, setSyncing] = useState(false);
  const [app, setApp] = useState<{ at: string } | null | undefined>(undefined);
  const [cached, setCached] = useState(0);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // the service worker caches the portal's files after the page has started (on its first install, on a
  // refresh): read the status again once it has (else "not cached yet" stayed until the next visit). On its
  // first install the page is not its client yet (no message): it takes the page over right after caching.
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw) return;
    const again = () => setCached((n) => n + 1);
    // shell/src/sw/sw.ts REFRESHED_MESSAGE
    const onMessage = (e: MessageEvent) => (e.data as { type?: unknown } | null)?.type === 'portal:remotes-cached' && again();
    sw.addEventListener('message', onMessage);
    sw.addEventListener('controllerchange', again);
    return () => {
      sw.removeEventListener('message', onMessage);
      sw.removeEventListener('controllerchange', again);
    };
  }, []);

  useEffect(() => {
    let live = true;
    void loadRuntime()
      .then((rt) => rt.appOfflineStatus())
      .then((s) => live && setApp(s))
      .catch(() => live && setApp(null));
    return () => {
      live = false;
    };
  }, [snap.changes, cached]);

  const addressesOf = (id: number) => snap.copies.find((c) => c.id === id)?.addresses ?? [];
  const syncNow = async () => {
    setSyncing(true);
    try {
      const r = await (await loadRuntime()).syncNow();
      if (r?.interrupted) toast('warning', t('preorders.offline.sync.interrupted'));
    } finally {
      setSyncing(false);
      await refreshOffline();
    }
  };
  const act = (run: (rt: Awaited<ReturnType<typeof loadRuntime>>) => Promise<void>) => () => void loadRuntime().then(run).then(refreshOffline);

  if (!snap.ready) return <div className="ds-page"><LoadingState /></div>;

  const conflicts = snap.changes.filter((c) => c.status === 'conflict');
  const open = waiting(snap.changes);
  const failed = snap.changes.filter((c) => c.status === 'failed');
  const done = snap.changes.filter((c) => c.status === 'completed' || c.status === 'discarded').reverse();

  const preOrderCell = (c: OutboxChange) => <Link to={editPath(mode, c.preOrderId)}>{c.label.preOrder}</Link>;
  const whatCell = (c: OutboxChange) => (c.kind === 'header' ? t('preorders.offline.kind.header') : c.label.target);
  const valueCell = (c: OutboxChange) => describeChange(intl, c, addressesOf(c.preOrderId));
  const base: TableColumn<OutboxChange>[] = [
    { id: 'preorder', header: t('preorders.offline.col.preOrder'), cell: preOrderCell },
    { id: 'what', header: t('preorders.offline.col.what'), cell: whatCell },
    { id: 'value', header: t('preorders.offline.col.value'), cell: valueCell },
  ];
  const awaitingColumns: TableColumn<OutboxChange>[] = [...base, { id: 'at', header: t('preorders.offline.col.changedAt'), cell: (c) => formatDateTime(c.updatedAt) }];
  const failedColumns: TableColumn<OutboxChange>[] = [
    ...base,
    { id: 'message', header: t('preorders.offline.col.message'), cell: (c) => <span className="ds-error">{c.message}</span> },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('preorders.offline.col.actions')}</span>,
      align: 'end',
      cell: (c) => (
        <span className={`ds-row ${styles.actions}`}>
          <Button size="sm" disabled={!online} onClick={act((rt) => rt.settle(c.seq!, 'retry'))}>
            <FormattedMessage id="preorders.offline.retry" />
          </Button>
          <Button size="sm" variant="link" onClick={act((rt) => rt.settle(c.seq!, 'dismiss'))}>
            <FormattedMessage id="preorders.offline.dismiss" />
          </Button>
        </span>
      ),
    },
  ];
  const doneColumns: TableColumn<OutboxChange>[] = [
    ...base,
    {
      id: 'result',
      header: t('preorders.offline.col.result'),
      cell: (c) => t(c.resolution === 'theirs' ? 'preorders.offline.result.theirs' : c.resolution === 'mine' ? 'preorders.offline.result.mine' : c.resolution === 'dismissed' ? 'preorders.offline.result.dismissed' : 'preorders.offline.result.sent'),
    },
    { id: 'at', header: t('preorders.offline.col.doneAt'), cell: (c) => formatDateTime(c.doneAt ?? c.updatedAt) },
  ];
  const copyColumns: TableColumn<OfflinePreOrder>[] = [
    { id: 'preorder', header: t('preorders.offline.col.preOrder'), cell: (p) => <Link to={editPath(mode, p.id)}>{`${p.header.Brand.Name} · ${p.header.Collection.Name} · ${p.header.Customer}`}</Link> },
    { id: 'size', header: t('preorders.offline.col.size'), align: 'end', cell: (p) => size(p.bytes) },
    { id: 'refreshed', header: t('preorders.offline.col.refreshedAt'), cell: (p) => formatDateTime(p.refreshedAt) },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('preorders.offline.col.actions')}</span>,
      align: 'end',
      cell: (p) =>
        snap.downloads[p.id] ? (
          <DownloadProgressBar progress={snap.downloads[p.id]} />
        ) : (
          <span className={`ds-row ${styles.actions}`}>
            <Button size="sm" disabled={!online} title={online ? undefined : t('preorders.offline.needsNetwork')} onClick={() => void download(p.id).catch(() => toast('error', t('preorders.offline.download.failed')))} aria-label={t('preorders.offline.refreshOf', { name: p.header.Customer })}>
              <FormattedMessage id="preorders.offline.refresh" />
            </Button>
            <Button size="sm" variant="link" onClick={() => void remove(p.id)} aria-label={t('preorders.offline.removeOf', { name: p.header.Customer })}>
              <FormattedMessage id="preorders.offline.remove" />
            </Button>
          </span>
        ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className={`ds-row ds-row--between ${styles.head}`}>
        <div>
          <h1 className={styles.flush}>
            <FormattedMessage id="preorders.offline.title" />
          </h1>
          <p className={`ds-muted ${styles.flush}`} data-testid="offline-app-status">
            {app === undefined ? null : app ? <FormattedMessage id="preorders.offline.app.ready" values={{ at: formatDateTime(app.at) }} /> : <FormattedMessage id="preorders.offline.app.notReady" />}
          </p>
        </div>
        <div className={`ds-stack ds-stack--tight ${styles.side}`}>
          <Button variant="primary" onClick={() => void syncNow()} busy={syncing} disabled={!online || syncing || open.length === 0}>
            <FormattedMessage id="preorders.offline.syncNow" />
          </Button>
          {!online && (
            <span className="ds-muted">
              <FormattedMessage id="preorders.offline.needsNetwork" />
            </span>
          )}
        </div>
      </div>
      {snap.unavailable && (
        <Notice kind="warning">
          <FormattedMessage id="preorders.offline.unavailable" />
        </Notice>
      )}

      {conflicts.length > 0 && (
        <Section id="sync-conflicts" title={<FormattedMessage id="preorders.offline.conflicts" />} count={conflicts.length}>
          <p className={styles.flush}>
            <FormattedMessage id="preorders.offline.conflicts.intro" />
          </p>
          {conflicts.map((c) => (
            <article key={c.seq} className="ds-stack ds-stack--tight" aria-label={t('preorders.offline.conflictOf', { name: c.label.preOrder })} data-testid="sync-conflict">
              <p className={styles.flush}>
                {preOrderCell(c)} <span className="ds-muted">{formatDateTime(c.doneAt ?? c.updatedAt)}</span>
              </p>
              <Table
                caption={t('preorders.offline.conflictOf', { name: c.label.preOrder })}
                captionHidden
                columns={[
                  { id: 'field', header: t('preorders.offline.col.field'), cell: (f) => t(`preorders.offline.field.${f}`) },
                  { id: 'mine', header: t('preorders.offline.col.mine'), cell: (f) => headerValueText(intl, f, (c.value as Record<string, unknown>)[f], addressesOf(c.preOrderId)) },
                  { id: 'theirs', header: t('preorders.offline.col.theirs'), cell: (f) => headerValueText(intl, f, (c.theirs as Record<string, unknown> | undefined)?.[f], addressesOf(c.preOrderId)) },
                ]}
                rows={c.conflictFields ?? changedFields(c)}
                rowKey={(f) => f}
              />
              <div className={`ds-row ${styles.choices}`}>
                <Button variant="primary" size="sm" disabled={!online} onClick={act((rt) => rt.resolve(c.seq!, 'mine'))}>
                  <FormattedMessage id="preorders.offline.keepMine" />
                </Button>
                <Button size="sm" onClick={act((rt) => rt.resolve(c.seq!, 'theirs'))}>
                  <FormattedMessage id="preorders.offline.keepTheirs" />
                </Button>
              </div>
            </article>
          ))}
        </Section>
      )}

      <Section id="sync-awaiting" title={<FormattedMessage id="preorders.offline.awaiting" />} count={open.length}>
        <Table caption={t('preorders.offline.awaiting')} captionHidden columns={awaitingColumns} rows={open} rowKey={(c) => c.seq!} emptyMessage={t('preorders.offline.awaiting.empty')} />
      </Section>
      <Section id="sync-failed" title={<FormattedMessage id="preorders.offline.failed" />} count={failed.length}>
        <Table caption={t('preorders.offline.failed')} captionHidden columns={failedColumns} rows={failed} rowKey={(c) => c.seq!} emptyMessage={t('preorders.offline.failed.empty')} />
      </Section>
      <Section id="sync-completed" title={<FormattedMessage id="preorders.offline.completed" />} count={done.length}>
        <Table caption={t('preorders.offline.completed')} captionHidden columns={doneColumns} rows={done} rowKey={(c) => c.seq!} emptyMessage={t('preorders.offline.completed.empty')} />
      </Section>
      <Section id="sync-copies" title={<FormattedMessage id="preorders.offline.copies" />} count={snap.copies.length}>
        {snap.copies.length === 0 ? (
          <EmptyState message={t('preorders.offline.copies.empty')} />
        ) : (
          <Table caption={t('preorders.offline.copies')} captionHidden columns={copyColumns} rows={snap.copies} rowKey={(p) => p.id} />
        )}
      </Section>
    </div>
  );
}
