import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime, Pagination, Select, Table, type TableColumn } from 'shared-kernel';
import { useListServiceRequestsQuery } from '../../../api/serviceRequest';
import type { ServiceRequest, ServiceRequestKind } from '../types';
import { PhotoThumbnail } from './PhotoThumbnail';
import styles from './ServiceRequestsPage.module.css';

/** Spec section 9: overviews show 12 per page. */
export const SERVICE_REQUESTS_PAGE_SIZE = 12;

type KindFilter = 'all' | ServiceRequestKind;
const FILTERS: KindFilter[] = ['all', 'contact', 'warranty'];

/**
 * /admin/service-requests: the contact and warranty requests customers sent (issue 5: stored and
 * visible to admins), newest first, 12 per page, filtered by type. Remarks are the customer's own
 * words and are shown as text only, never as HTML.
 */
export function ServiceRequestsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [kind, setKind] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const { currentData: data, isFetching, isError, refetch } = useListServiceRequestsQuery({ query: { kind: kind === 'all' ? undefined : kind } });

  // GET servicerequest answers the newest requests as one list: paged here
  const all = data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / SERVICE_REQUESTS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = all.slice((current - 1) * SERVICE_REQUESTS_PAGE_SIZE, current * SERVICE_REQUESTS_PAGE_SIZE);

  const columns: TableColumn<ServiceRequest>[] = [
    { id: 'type', header: t('admin.serviceRequests.type'), cell: (r) => t(`admin.serviceRequests.kind.${r.Kind}`), width: '7rem' },
    { id: 'date', header: t('admin.serviceRequests.date'), cell: (r) => formatDateTime(r.Created), width: '9rem' },
    {
      id: 'customer',
      header: t('admin.serviceRequests.customer'),
      cell: (r) =>
        r.CustomerKey ? (
          <>
            {r.CustomerName && <div>{r.CustomerName}</div>}
            <div className={r.CustomerName ? 'ds-muted' : undefined}>{r.CustomerKey}</div>
          </>
        ) : (
          <span className="ds-muted">–</span>
        ),
    },
    {
      id: 'user',
      header: t('admin.serviceRequests.user'),
      cell: (r) => (
        <>
          {r.UserFullName && <div>{r.UserFullName}</div>}
          <div className={r.UserFullName ? 'ds-muted' : undefined}>{r.UserName ?? r.UserId}</div>
        </>
      ),
    },
    {
      id: 'subject',
      header: t('admin.serviceRequests.subject'),
      cell: (r) =>
        r.Kind === 'warranty' ? (
          (r.Article ?? '')
        ) : (
          <>
            <div>{r.Occasion !== null ? t(`admin.serviceRequests.occasion.${r.Occasion}`) : ''}</div>
            {r.Brands && <div className="ds-muted">{t('admin.serviceRequests.brands', { brands: r.Brands })}</div>}
          </>
        ),
    },
    {
      id: 'remarks',
      header: t('admin.serviceRequests.remarks'),
      // a text node: React escapes it, so markup in the remarks shows as typed
      cell: (r) => <div className={styles.text}>{r.Text}</div>,
    },
    {
      id: 'photos',
      header: t('admin.serviceRequests.photos'),
      cell: (r) =>
        r.DefectPhoto || r.ProofOfPurchasePhoto ? (
          <div className={`ds-row ${styles.photos}`}>
            {r.DefectPhoto && <PhotoThumbnail photo={r.DefectPhoto} name={t('admin.serviceRequests.defectPhoto', { id: r.Id })} />}
            {r.ProofOfPurchasePhoto && <PhotoThumbnail photo={r.ProofOfPurchasePhoto} name={t('admin.serviceRequests.proofPhoto', { id: r.Id })} />}
          </div>
        ) : null,
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <h1>{t('admin.serviceRequests.heading')}</h1>
      <p className="ds-muted">{t('admin.serviceRequests.intro')}</p>
      <Select
        label={t('admin.serviceRequests.filter')}
        name="kind"
        options={FILTERS.map((f) => ({ value: f, label: t(`admin.serviceRequests.filter.${f}`) }))}
        value={kind}
        onChange={(v) => {
          setKind(v as KindFilter);
          setPage(1);
        }}
      />
      {data && data.length > 0 && <p aria-live="polite">{t('admin.serviceRequests.count', { count: data.length })}</p>}
      <Table
        caption={t('admin.serviceRequests.heading')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(r) => r.Id}
        loading={isFetching && !data}
        error={isError && !isFetching ? t('admin.serviceRequests.loadError') : undefined}
        onRetry={() => void refetch()}
        empty={t(`admin.serviceRequests.empty.${kind}`)}
      />
      {pageCount > 1 && <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />}
    </div>
  );
}
