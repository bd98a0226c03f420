import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, lazyScreen, Link, LoadingState, Notice, isPortalError, paths, roleFlags, useParams, usePortal, useOnline } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from './api';
import { useAppDispatch } from './hooks';
import { sectionTexts } from '../i18n/groups';
import { AutosaveProvider } from '../components/AutosaveProvider';
import { ChatUnavailable, OfflineDetailPanel, useReloadWhenSynced } from '../features/offline/components/OfflineDetailPanel';
import { PreOrderProducts } from '../features/products/components/PreOrderProducts';
import { PreOrderChat } from '../features/realtime/components/PreOrderChat';
import { useConcurrencyWatcher } from '../features/realtime/useConcurrencyWatcher';
import { FRESH_ON_MOUNT_SECONDS, firstGridPageArgs, preOrderApi, useGetPreOrderQuery, useListPreOrderNotificationsQuery } from '../api/preOrder';
import { usePreOrderDraft } from '../features/detail/hooks/usePreOrderDraft';
import { CustomerActions, isSent } from '../features/detail/components/CustomerActions';
import { PreOrderFormCard } from '../features/detail/components/PreOrderFormCard';
import { RemarksCard } from '../features/detail/components/RemarksCard';
import { SalesmanActions } from '../features/detail/components/SalesmanActions';
import { SecondarySections, useOpenSections, type SecondarySection } from '../features/detail/components/SecondarySections';
import styles from './PreOrderDetailPage.module.css';
import { WorkBar } from '../features/detail/components/WorkBar';

// issue 20: the secondary sections start collapsed (issue 18), so their code is loaded when one is
// opened (or its toggle hovered or focused), not with the page; the texts only they show come with it
// (a sectionTexts screen), so the section renders at once when its code is in
const PreOrderDetailsCard = lazyScreen(() => import('../features/detail/components/PreOrderDetailsCard'), 'PreOrderDetailsCard');
const PreOrderTotalsCard = sectionTexts.screen(() => import('../features/detail/components/PreOrderTotalsCard'), 'PreOrderTotalsCard');
const PreOrderTargetsCard = sectionTexts.screen(() => import('../features/detail/components/PreOrderTargetsCard'), 'PreOrderTargetsCard');
const NotificationsPanel = sectionTexts.screen(() => import('../features/detail/components/NotificationsPanel'), 'NotificationsPanel');
const PreOrderBulkEntry = sectionTexts.screen(() => import('../features/bulk/components/PreOrderBulkEntry'), 'PreOrderBulkEntry');

type Mode = 'customer' | 'salesman';

const overviewPath = (mode: Mode) => (mode === 'customer' ? paths.customerPreOrders : paths.salesmanPreOrders).path();

/** Every tag the page reads: a failed save or another user's edit reloads them all. */
const RELOAD_TAGS = ['PreOrder', 'PreOrderTotals', 'PreOrderProducts', 'PreOrderNotifications'] as const;

/**
 * /customer/pre-orders/edit/:id (mode customer) and /salesman/pre-orders/edit/:id (mode salesman, also
 * admins): the pre-order detail of spec section 2 with autosave (section 4), the concurrency watcher,
 * products, chat and the customer's or salesman's actions.
 */
export function PreOrderDetailPage({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const preOrderId = Number(id);
  const valid = Number.isInteger(preOrderId) && preOrderId > 0;
  const dispatch = useAppDispatch();
  const failures = useRef(0);
  const reload = useCallback(() => dispatch(preordersApi.util.invalidateTags([...RELOAD_TAGS])), [dispatch]);
  const onFailure = useCallback(() => {
    failures.current += 1;
    reload();
  }, [reload]);
  const failureCount = useCallback(() => failures.current, []);

  if (!valid) return <NotFound mode={mode} />;
  return (
    <AutosaveProvider key={preOrderId} onFailure={onFailure}>
      <PreOrderDetail mode={mode} preOrderId={preOrderId} reload={reload} failures={failureCount} />
    </AutosaveProvider>
  );
}

function NotFound({ mode }: { mode: Mode }) {
  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id="preorders.detail.notFound.title" />
      </h1>
      <EmptyState
        message={<FormattedMessage id="preorders.detail.notFound" />}
        action={
          <Link className="ds-button ds-button--primary" to={overviewPath(mode)}>
            <FormattedMessage id="preorders.detail.backToOverview" />
          </Link>
        }
      />
    </div>
  );
}

interface DetailProps {
  mode: Mode;
  preOrderId: number;
  reload: () => void;
  failures: () => number;
}

/**
 * Loads the pre-order ("leaving the page resets pre-order data": always fresh on mount). The route asked
 * for it and the totals at this entry (prefetchPreOrderPage); an answer younger than
 * FRESH_ON_MOUNT_SECONDS is that fetch, and is not asked for twice.
 */
function PreOrderDetail({ mode, preOrderId, reload, failures }: DetailProps) {
  const intl = useIntl();
  const query = useGetPreOrderQuery({ params: { id: preOrderId } }, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_SECONDS });
  // issue 20: the grid's first page and the work bar's totals are asked for together with the pre-order,
  // not after it arrived (no waterfall before the first size input); the same arguments as the grid's
  // first page and the work bar, so they read these cache entries. This component only keeps them
  // subscribed (RTK Query's subscription hooks read no state): every saved amount patches the list and
  // reloads the totals, and reading them here rendered the whole page again on each of those changes
  preOrderApi.endpoints.listPreOrderProductGroups.useQuerySubscription(firstGridPageArgs(preOrderId));
  preOrderApi.endpoints.getPreOrderTotals.useQuerySubscription({ params: { id: preOrderId } }, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_SECONDS });
  // trade-show mode (issue 19): offline the concurrency lock does not apply (nobody else can reach this copy)
  const online = useOnline();
  const { locked } = useConcurrencyWatcher(query.data && online ? preOrderId : null, reload);
  // its changes made offline were sent: the server's pre-order
  useReloadWhenSynced(preOrderId, reload);

  if (query.isLoading) {
    return (
      <div className="ds-page">
        <LoadingState label={intl.formatMessage({ id: 'preorders.detail.loading' })} />
      </div>
    );
  }
  if (query.isError || !query.data) {
    if (isPortalError(query.error) && (query.error.status === 404 || query.error.status === 403)) return <NotFound mode={mode} />;
    return (
      <div className="ds-page ds-stack">
        {!online && <OfflineDetailPanel preOrderId={preOrderId} />}
        <ErrorState message={<FormattedMessage id="preorders.detail.error" />} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <PreOrderEditor mode={mode} preOrder={query.data} locked={locked} failures={failures} />;
}

interface EditorProps {
  mode: Mode;
  preOrder: PreOrder;
  locked: boolean;
  failures: () => number;
}

function PreOrderEditor({ mode, preOrder, locked, failures }: EditorProps) {
  const intl = useIntl();
  const { session } = usePortal();
  const online = useOnline();
  const flags = roleFlags(session);
  const { draft, change } = usePreOrderDraft(preOrder, mode);
  const notifications = useListPreOrderNotificationsQuery({ params: { id: preOrder.Id } }, { refetchOnMountOrArgChange: true });
  /** customers see the discount only when it was not 0 when the page opened (it must not vanish while typing) */
  const [discountShown] = useState(preOrder.PreOrderDiscount !== 0);
  const { open, toggle } = useOpenSections(mode);

  const expiredOrClosed = preOrder.IsClosed || preOrder.DeadlineExpired;
  // spec section 4: read-only only when closed or the deadline expired; a sent pre-order stays editable
  // (only its Send button is disabled). Marketing users cannot change any.
  const readOnly = expiredOrClosed || (mode === 'customer' && flags.isMarketing);
  const disabled = readOnly || locked;
  const hidePrices = flags.isMarketing;
  const showTargets = mode === 'salesman' || preOrder.ForecastsAndHistoryVisible;
  const unreported = (notifications.data ?? []).filter((n) => !n.IsReportedToCustomer);

  // the secondary sections, collapsed below the work bar until the user opens them (remembered per user)
  const sections: SecondarySection[] = [
    { id: 'details', label: 'preorders.detail.details', code: PreOrderDetailsCard, render: () => <PreOrderDetailsCard preOrder={preOrder} showSalesmanNote={mode === 'salesman'} /> },
    { id: 'totals', label: 'preorders.detail.breakdown', code: PreOrderTotalsCard, render: () => <PreOrderTotalsCard preOrder={preOrder} hidePrices={hidePrices} /> },
    ...(showTargets ? [{ id: 'targets' as const, label: 'preorders.detail.targets', code: PreOrderTargetsCard, render: () => <PreOrderTargetsCard preOrder={preOrder} hidePrices={hidePrices} /> }] : []),
    ...(mode === 'salesman' && notifications.data?.length
      ? [{ id: 'notifications' as const, label: 'preorders.detail.notifications', code: NotificationsPanel, render: () => <NotificationsPanel preOrderId={preOrder.Id} notifications={notifications.data ?? []} disabled={disabled || !online} /> }]
      : []),
    { id: 'bulk', label: 'preorders.bulk.title', code: PreOrderBulkEntry, render: () => <PreOrderBulkEntry preOrder={preOrder} readOnly={disabled} mode={mode} /> },
    {
      id: 'remarks',
      label: 'preorders.detail.remarks',
      render: () => (
        <fieldset disabled={disabled} className={styles.fieldset} aria-label={intl.formatMessage({ id: 'preorders.detail.remarks' })}>
          <RemarksCard mode={mode} draft={draft} change={change} />
        </fieldset>
      ),
    },
  ];

  const actions =
    mode === 'customer' ? (
      <CustomerActions preOrder={preOrder} disabled={disabled} failures={failures} />
    ) : (
      // closing an expired pre-order is the salesman's way to process it: only closed or locked stops it
      <SalesmanActions preOrder={preOrder} disabled={preOrder.IsClosed || locked} />
    );

  return (
    <div className={`ds-page ${styles.page}`} aria-busy={locked || undefined}>
      <WorkBar
        preOrder={preOrder}
        mode={mode}
        hidePrices={hidePrices}
        actions={actions}
        back={
          <Link to={overviewPath(mode)} className={styles.back}>
            <FormattedMessage id="preorders.detail.backToOverview" />
          </Link>
        }
      />

      {preOrder.IsClosed && (
        <Notice kind="info" title={<FormattedMessage id="preorders.detail.closed.title" />}>
          <FormattedMessage id="preorders.detail.closed" />
        </Notice>
      )}
      {!preOrder.IsClosed && preOrder.DeadlineExpired && (
        <Notice kind="warning" title={<FormattedMessage id="preorders.detail.expired.title" />}>
          <FormattedMessage id="preorders.detail.expired" />
        </Notice>
      )}
      {!expiredOrClosed && mode === 'customer' && isSent(preOrder) && (
        <Notice kind="info">
          <FormattedMessage id="preorders.detail.sent" />
        </Notice>
      )}
      {unreported.length > 0 && (
        <Notice kind="warning" title={<FormattedMessage id="preorders.detail.attention.title" />}>
          <FormattedMessage id={mode === 'customer' ? 'preorders.detail.attention.customer' : 'preorders.detail.attention.salesman'} values={{ count: unreported.length }} />
        </Notice>
      )}

      <fieldset disabled={disabled} className={styles.fieldset} aria-label={intl.formatMessage({ id: 'preorders.detail.orderData' })}>
        <PreOrderFormCard preOrder={preOrder} mode={mode} draft={draft} change={change} showDiscount={mode === 'salesman' || discountShown} />
      </fieldset>

      <SecondarySections sections={sections} open={open} onToggle={toggle} aside={<OfflineDetailPanel preOrderId={preOrder.Id} />} />

      <PreOrderProducts preOrder={preOrder} readOnly={disabled} mode={mode} />

      {/* the chat needs the server (trade-show mode, issue 19) */}
      {!flags.impersonated && (online ? <PreOrderChat preOrderId={preOrder.Id} mode={mode} /> : <ChatUnavailable />)}
    </div>
  );
}
