import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonClass, ErrorState, formatDateTime, Link, LoadingState, Pagination, paths, Table, TextInput, useDebouncedValue, useParams, type TableColumn } from 'shared-kernel';
import type { ImpersonationSession, ImpersonationWrite } from 'shared-kernel/contract';
import { IMPERSONATION_PAGE_SIZE, useGetImpersonationSessionQuery, useListImpersonationSessionsQuery } from '../../../api/impersonation';
import styles from './ImpersonationSessionsPage.module.css';

/** the writes admins read best as a sentence; other routes show as method and route pattern */
const KNOWN_WRITES: Record<string, string> = {
  'POST /basket/submit': 'orderPlaced',
  'POST /basket/addItems': 'basketAdd',
  'POST /basket/updateItem': 'basketUpdate',
  'DELETE /basket/removeItem/:productVariantId': 'basketRemove',
  'POST /basket/switch': 'basketSwitch',
  'PUT /PreOrder/:id/customer': 'preOrderHeader',
  'PUT /PreOrder/:id/productvariant/:vid': 'preOrderAmount',
  'PUT /PreOrder/:id/marketingproductvariant/:vid': 'preOrderAmount',
  'PUT /PreOrder/:id/sendtosales': 'preOrderSent',
  'POST /Customer/:id/Address': 'addressSaved',
  'POST /Customer/:id/DeleteAddress': 'addressDeleted',
  'PUT /Account': 'accountSaved',
};

/**
 * /admin/impersonation and /admin/impersonation/:id (issue 10, traceable impersonation): the sessions in which
 * an admin or salesman acted as a customer, newest first with who, for whom, when and how many writes; a
 * session opens with every write made in it.
 */
export function ImpersonationSessionsPage() {
  const { id } = useParams();
  const sessionId = Number(id);
  return id !== undefined ? <SessionDetail id={Number.isInteger(sessionId) && sessionId > 0 ? sessionId : null} /> : <SessionList />;
}

function useT() {
  const intl = useIntl();
  return (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
}

function SessionList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { currentData: data, isFetching, isError, refetch } = useListImpersonationSessionsQuery({ query: { Page: page, PageSize: IMPERSONATION_PAGE_SIZE, Search: search || undefined } });

  const columns: TableColumn<ImpersonationSession>[] = [
    { id: 'started', header: t('admin.impersonation.started'), cell: (s) => formatDateTime(s.Started), width: '10rem' },
    {
      id: 'actor',
      header: t('admin.impersonation.actor'),
      cell: (s) => (
        <>
          <div>{s.ActorName}</div>
          <div className="ds-muted">{t(`admin.impersonation.role.${s.ActorRole === 'Admin' ? 'admin' : 'salesman'}`)}</div>
        </>
      ),
    },
    {
      id: 'customer',
      header: t('admin.impersonation.customer'),
      cell: (s) => (
        <>
          <div>{s.CustomerName || s.CustomerKey}</div>
          <div className="ds-muted">
            {s.CustomerKey} · {s.UserName}
          </div>
        </>
      ),
    },
    { id: 'lastSeen', header: t('admin.impersonation.lastSeen'), cell: (s) => formatDateTime(s.LastSeen), width: '10rem' },
    { id: 'writes', header: t('admin.impersonation.writes'), cell: (s) => s.WriteCount, align: 'end', width: '6rem' },
    {
      id: 'open',
      header: <span className="ds-visually-hidden">{t('admin.impersonation.actions')}</span>,
      align: 'end',
      cell: (s) => (
        <Link
          className={buttonClass('secondary', 'sm')}
          to={paths.impersonationSessions.path({ id: s.Id })}
          aria-label={t('admin.impersonation.openLabel', { actor: s.ActorName, customer: s.CustomerName || s.CustomerKey })}
        >
          {t('admin.impersonation.open')}
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <h1>{t('admin.impersonation.heading')}</h1>
      <p className="ds-muted">{t('admin.impersonation.intro')}</p>
      <div className={styles.search}>
        <TextInput
          label={t('admin.impersonation.search')}
          type="search"
          value={text}
          maxLength={200}
          onValueChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
      </div>
      <Table
        caption={t('admin.impersonation.heading')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(s) => s.Id}
        loading={isFetching && !data}
        error={isError && !isFetching ? t('admin.impersonation.loadError') : undefined}
        onRetry={() => void refetch()}
        empty={t(search ? 'admin.impersonation.emptySearch' : 'admin.impersonation.empty')}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </div>
  );
}

function SessionDetail({ id }: { id: number | null }) {
  const t = useT();
  const { data, isLoading, isError, refetch, error } = useGetImpersonationSessionQuery({ params: { id: id ?? 0 } }, { skip: id === null });
  const notFound = id === null || (isError && (error as { status?: number } | undefined)?.status === 404);

  let body: ReactNode;
  if (notFound) body = <ErrorState message={t('admin.impersonation.notFound')} />;
  else if (isLoading) body = <LoadingState />;
  else if (isError || !data) body = <ErrorState message={t('admin.impersonation.loadError')} onRetry={() => void refetch()} />;
  else {
    const columns: TableColumn<ImpersonationWrite>[] = [
      { id: 'at', header: t('admin.impersonation.write.at'), cell: (w) => formatDateTime(w.At), width: '10rem' },
      {
        id: 'what',
        header: t('admin.impersonation.write.what'),
        cell: (w) => {
          const known = KNOWN_WRITES[`${w.Method} ${w.Route}`];
          return (
            <>
              <div>{known ? t(`admin.impersonation.write.kind.${known}`) : `${w.Method} ${w.Route}`}</div>
              <div className={`ds-muted ${styles.url}`}>
                {w.Method} {w.Url}
              </div>
            </>
          );
        },
      },
      { id: 'resource', header: t('admin.impersonation.write.resource'), cell: (w) => w.ResourceId ?? <span className="ds-muted">–</span>, width: '10rem' },
    ];
    body = (
      <>
        <h1>{t('admin.impersonation.detailHeading', { actor: data.ActorName, customer: data.CustomerName || data.CustomerKey })}</h1>
        <section className="ds-card">
          <dl className={`ds-grid ${styles.facts}`}>
            <Fact label={t('admin.impersonation.actor')}>
              {data.ActorName} ({data.ActorUserName})
            </Fact>
            <Fact label={t('admin.impersonation.customer')}>
              {data.CustomerName || data.CustomerKey} ({data.CustomerKey})
            </Fact>
            <Fact label={t('admin.impersonation.user')}>{data.UserName}</Fact>
            <Fact label={t('admin.impersonation.started')}>{formatDateTime(data.Started)}</Fact>
            <Fact label={t('admin.impersonation.lastSeen')}>{formatDateTime(data.LastSeen)}</Fact>
            <Fact label={t('admin.impersonation.ended')}>{data.Ended ? formatDateTime(data.Ended) : t('admin.impersonation.notEnded')}</Fact>
          </dl>
        </section>
        <h2>{t('admin.impersonation.writesHeading', { count: data.Writes.length })}</h2>
        <Table caption={t('admin.impersonation.writesCaption')} captionHidden columns={columns} rows={data.Writes} rowKey={(w) => w.Id} empty={t('admin.impersonation.noWrites')} />
      </>
    );
  }

  return (
    <div className="ds-page ds-stack">
      <Link to={paths.impersonationSessions.path({})}>
        <span aria-hidden="true">‹ </span>
        {t('admin.impersonation.back')}
      </Link>
      {body}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="ds-muted">{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
