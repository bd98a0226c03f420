import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  ErrorState,
  Link,
  LoadingState,
  Notice,
  TOAST_DURATION,
  emit,
  formatDate,
  formatMoney,
  pageNavigation,
  paths,
  roleFlags,
  toast,
  toastPortalError,
  usePortal,
  useParams,
} from 'shared-kernel';
import type { OrderDetail } from 'shared-kernel/contract';
import { useGetInvoicePdfMutation } from '../../../api/invoice';
import { useGetOrderCsvMutation, useGetOrderImagesMutation, useGetOrderQuery, useReorderMutation, useRequestOrderInvoiceMutation } from '../../../api/order';
import { canReorderAll } from '../orderRules';
import type { OrderListKind } from '../types';
import { DropshipmentIcon } from './DropshipmentIcon';
import { OrderLinesTable } from './OrderLinesTable';
import { useStatusText } from './OrderStatus';
import { ShipmentsTable } from './ShipmentsTable';
import styles from './OrderDetailView.module.css';

const LIST = { history: paths.history, backorders: paths.backorders } as const;

/**
 * The detail of an order or backorder (spec section 2): summary, addresses, shipments, product lines
 * with re-order, and the downloads. Marketing sees no prices and cannot re-order; invoices are for the
 * customer (Klant) and for an impersonating salesman or admin.
 */
export function OrderDetailView({ kind }: { kind: OrderListKind }) {
  const intl = useIntl();
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { data, isLoading, isError, refetch } = useGetOrderQuery({ params: { id: orderId } }, { skip: !valid });
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);

  let body: ReactNode;
  if (!valid) body = <ErrorState message={t('account.history.detail.notFound')} />;
  else if (isLoading) body = <LoadingState />;
  else if (isError || !data) body = <ErrorState message={t('account.history.detail.loadFailed')} onRetry={() => void refetch()} />;
  else body = <OrderDetailContent order={data} />;

  return (
    <div className="ds-page ds-stack">
      <Link to={LIST[kind].path()}>
        <span aria-hidden="true">‹ </span>
        <FormattedMessage id={kind === 'history' ? 'account.history.backToList' : 'account.backorders.backToList'} />
      </Link>
      {body}
    </div>
  );
}

function OrderDetailContent({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const flags = roleFlags(session);
  const statusText = useStatusText();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const symbol = session?.customerCurrencySymbol || '€';
  const money = (n: number) => formatMoney(n, locale, symbol);
  const showPrices = !flags.isMarketing;
  const mayReorder = !flags.isMarketing;
  const mayInvoice = flags.isCustomer || flags.impersonated;

  const [reorder] = useReorderMutation();
  const [busyReorder, setBusyReorder] = useState<'all' | number | null>(null);
  const [getImages, images] = useGetOrderImagesMutation();
  const [requestInvoice, invoiceRequest] = useRequestOrderInvoiceMutation();
  const [downloadPdfs, pdfs] = useGetInvoicePdfMutation();
  const [downloadCsv, csv] = useGetOrderCsvMutation();

  const failed = (e: unknown) => toastPortalError(e, t('account.history.actionFailed'), TOAST_DURATION.long);

  const runReorder = async (variantIds: number[], busy: 'all' | number) => {
    setBusyReorder(busy);
    try {
      const { Errors } = await reorder({ params: { id: order.Id }, body: variantIds }).unwrap();
      const errors = Errors ?? [];
      errors.forEach((message) => toast('error', message, TOAST_DURATION.long));
      emit('basket.changed', {});
      if (!errors.length) toast('success', t('account.history.reorder.success'), TOAST_DURATION.long);
    } catch (e) {
      failed(e);
    } finally {
      setBusyReorder(null);
    }
  };

  const onImages = async () => {
    try {
      const { Url } = await getImages({ params: { id: order.Id } }).unwrap();
      pageNavigation.assign(Url);
    } catch (e) {
      failed(e);
    }
  };
  const onRequestInvoice = async () => {
    try {
      await requestInvoice({ params: { id: order.Id } }).unwrap();
      toast('success', t('account.history.invoice.requested'), TOAST_DURATION.long);
    } catch (e) {
      failed(e);
    }
  };
  const onPdfs = async () => {
    try {
      // one after another, stopping at the first failure
      for (const { InvoiceNumber } of order.Invoices) await downloadPdfs({ params: { invoiceNumber: InvoiceNumber } }).unwrap();
    } catch (e) {
      failed(e);
    }
  };
  const onCsv = async () => {
    try {
      await downloadCsv({ params: { id: order.Id } }).unwrap();
    } catch (e) {
      failed(e);
    }
  };

  const allowedAll = canReorderAll(order.Products);
  const pieces = order.Products.reduce((sum, l) => sum + l.Quantity, 0);

  return (
    <>
      <div className={`ds-row ds-row--between ${styles.header}`}>
        <h1>
          <FormattedMessage id="account.history.detail.title" values={{ number: order.OrderNumber }} />
        </h1>
        <div className={`ds-row ${styles.actions}`}>
          {mayReorder && (
            <Button variant="primary" onClick={() => void runReorder([], 'all')} busy={busyReorder === 'all'} disabled={!allowedAll || busyReorder !== null}>
              <FormattedMessage id="account.history.reorder.all" />
            </Button>
          )}
          <Button onClick={() => void onImages()} busy={images.isLoading}>
            <FormattedMessage id="account.history.downloadImages" />
          </Button>
          <Button onClick={() => void onCsv()} busy={csv.isLoading}>
            <FormattedMessage id="account.history.downloadCsv" />
          </Button>
          {mayInvoice && (
            <Button onClick={() => void onRequestInvoice()} busy={invoiceRequest.isLoading}>
              <FormattedMessage id="account.history.invoice.request" />
            </Button>
          )}
          {mayInvoice && order.Invoices.length > 0 && (
            <Button onClick={() => void onPdfs()} busy={pdfs.isLoading}>
              <FormattedMessage id="account.history.invoice.download" values={{ count: order.Invoices.length }} />
            </Button>
          )}
        </div>
      </div>

      {order.PlacedBy && (
        <Notice kind="info" data-testid="order-placed-by">
          <FormattedMessage
            id="account.history.detail.placedBy"
            values={{ name: order.PlacedBy.Name, customer: order.PlacedBy.CustomerName || session?.customerName || '', date: formatDate(order.PlacedBy.At) }}
          />
        </Notice>
      )}

      {mayReorder && !allowedAll && order.Products.length > 0 && (
        <Notice kind="info">
          <FormattedMessage id="account.history.reorder.notAllowed" />
        </Notice>
      )}

      <section className="ds-card" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="ds-visually-hidden">
          <FormattedMessage id="account.history.detail.summary" />
        </h2>
        <dl className={`ds-grid ${styles.facts}`}>
          <Fact label={t('account.history.orderNumber')}>{order.OrderNumber}</Fact>
          <Fact label={t('account.history.reference')}>{order.CustomerOrderDescription || <span className="ds-muted">—</span>}</Fact>
          <Fact label={t('account.history.date')}>{formatDate(order.OrderDate)}</Fact>
          <Fact label={t('account.history.status')}>{statusText(order.Status)}</Fact>
          <Fact label={t('account.history.dropshipmentColumn')}>
            {order.IsDropshipment ? <DropshipmentIcon /> : <FormattedMessage id="account.history.detail.noDropshipment" />}
          </Fact>
          <Fact label={t('account.history.detail.productCount')}>{t('account.history.detail.productCountValue', { lines: order.Products.length, pieces })}</Fact>
          {showPrices && <Fact label={t('account.history.total')}>{money(order.Total)}</Fact>}
        </dl>
      </section>

      <div className={`ds-grid ${styles.addresses}`}>
        <AddressCard title={t('account.history.detail.deliveryAddress')} address={order.DeliveryAddress} />
        <AddressCard title={t('account.history.detail.invoiceAddress')} address={order.InvoiceAddress} />
      </div>

      <ShipmentsTable shipments={order.Shipments} />

      <OrderLinesTable
        lines={order.Products}
        showPrices={showPrices}
        mayReorder={mayReorder}
        busyVariant={typeof busyReorder === 'number' ? busyReorder : null}
        reorderRunning={busyReorder !== null}
        onReorder={(variantId) => void runReorder([variantId], variantId)}
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="ds-muted">{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function AddressCard({ title, address }: { title: string; address: OrderDetail['DeliveryAddress'] }) {
  return (
    <section className="ds-card ds-stack--tight" aria-label={title}>
      <h2 className={styles.addressTitle}>{title}</h2>
      {address ? (
        <address className={styles.address}>
          <strong>{address.Name}</strong>
          <br />
          {address.Street} {address.HouseNumber}
          <br />
          {address.ZipCode} {address.City}
          <br />
          {address.CountryName}
        </address>
      ) : (
        <p className="ds-muted">
          <FormattedMessage id="account.history.detail.noAddress" />
        </p>
      )}
    </section>
  );
}
