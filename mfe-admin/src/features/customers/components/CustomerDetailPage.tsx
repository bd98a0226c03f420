import type { Customer, User } from 'shared-kernel/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClass, Button, EmptyState, emit, ErrorState, Link, LoadingState, paths, roleFlags, Table, useParams, usePortal, type TableColumn } from 'shared-kernel';
import { useGetCustomerQuery, useListCustomerUsersQuery } from '../../../api/customer';
import { CustomerKeyChange } from './CustomerKeyChange';
import { DealerLocatorSection } from './DealerLocatorSection';
import { functionTitle, roleLabel } from './userLabels';
import styles from './CustomerDetailPage.module.css';

const fullName = (u: User) => [u.FirstName, u.LastName].filter(Boolean).join(' ');

function Facts({ rows }: { rows: [ReactNode, ReactNode][] }) {
  return (
    <dl className={`ds-grid ${styles.facts}`}>
      {rows.map(([term, value], i) => (
        <div key={i} className={styles.fact}>
          <dt className="ds-muted">{term}</dt>
          <dd className={styles.value}>{value === null || value === undefined || value === '' ? <span className="ds-muted">-</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function external(url: string | null) {
  if (!url) return null;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

function CustomerUsersTable({ customerKey }: { customerKey: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.customers.detail.${id}` });
  const users = useListCustomerUsersQuery({ params: { id: customerKey } });
  const columns: TableColumn<User>[] = [
    {
      id: 'name',
      header: t('userName'),
      cell: (u) => (
        <span>
          {fullName(u)} {u.IsMainAccount && <span className="ds-muted">({t('mainAccount')})</span>}
        </span>
      ),
    },
    { id: 'email', header: t('userEmail'), cell: (u) => <a href={`mailto:${u.Email}`}>{u.Email}</a> },
    { id: 'phone', header: t('userPhone'), cell: (u) => u.PhoneNumber || <span className="ds-muted">-</span> },
    { id: 'function', header: t('userFunction'), cell: (u) => functionTitle(intl, u.Function) },
    { id: 'role', header: t('userRole'), cell: (u) => roleLabel(intl, u.Role) },
    { id: 'status', header: t('userStatus'), cell: (u) => (u.IsBlocked ? <strong className={styles.blocked}>{t('blocked')}</strong> : t('active')) },
  ];
  return (
    <section className="ds-stack" aria-labelledby="admin-customer-users-title">
      <div className="ds-row ds-row--between">
        <h2 id="admin-customer-users-title">
          <FormattedMessage id="admin.customers.detail.users" />
        </h2>
        <Link className={buttonClass('secondary', 'sm')} to={paths.customerUsers.path({ customerKey })}>
          <FormattedMessage id="admin.customers.detail.manageUsers" />
        </Link>
      </div>
      <Table
        caption={t('users')}
        captionHidden
        columns={columns}
        rows={users.data ?? []}
        rowKey={(u) => u.Id}
        loading={users.isLoading}
        error={users.isError ? t('usersError') : undefined}
        onRetry={() => void users.refetch()}
        empty={<EmptyState message={t('usersEmpty')} />}
      />
    </section>
  );
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.customers.detail.${id}` });
  const { session } = usePortal();
  // spec section 6: the admin alone changes a customer key
  const { isAdmin } = roleFlags(session);
  const users = useListCustomerUsersQuery({ params: { id: customer.Key } });
  const main = users.data?.find((u) => u.IsMainAccount);

  return (
    <>
      <div className={`ds-row ds-row--between ${styles.header}`}>
        <div className="ds-stack ds-stack--tight">
          <h1 className={styles.title}>{customer.Name}</h1>
          <span className="ds-muted">
            <FormattedMessage id="admin.customers.detail.number" values={{ key: customer.AltKey }} />
          </span>
        </div>
        <div className={`ds-row ${styles.actions}`}>
          <Link className={buttonClass('link')} to={paths.customerList.path()}>
            <FormattedMessage id="admin.customers.detail.back" />
          </Link>
          <Button variant="primary" onClick={() => emit('impersonation.request', { customerKey: customer.Key })}>
            <FormattedMessage id="admin.customers.list.impersonate" />
          </Button>
        </div>
      </div>
      <div className={`ds-grid ${styles.cards}`}>
        <section className="ds-card ds-stack" aria-labelledby="admin-customer-company-title">
          <h2 id="admin-customer-company-title">
            <FormattedMessage id="admin.customers.detail.company" />
          </h2>
          <Facts
            rows={[
              [t('customerNumber'), customer.AltKey],
              [t('name'), customer.Name],
              [t('commercialName'), customer.CommercialName],
              [t('street'), customer.Street],
              [t('zipCity'), `${customer.Zipcode} ${customer.City}`.trim()],
              [t('country'), customer.CountryName],
              [t('phone'), customer.Phone ? <a href={`tel:${customer.Phone}`}>{customer.Phone}</a> : null],
              [t('email'), customer.Email ? <a href={`mailto:${customer.Email}`}>{customer.Email}</a> : null],
              [t('emailInvoice'), customer.EmailInvoice],
            ]}
          />
        </section>
        <section className="ds-card ds-stack" aria-labelledby="admin-customer-extra-title">
          <h2 id="admin-customer-extra-title">
            <FormattedMessage id="admin.customers.detail.extra" />
          </h2>
          <Facts
            rows={[
              [t('contact'), main ? `${fullName(main)} (${functionTitle(intl, main.Function)})` : null],
              [t('website'), external(customer.Url)],
              [t('webshop'), external(customer.WebshopUrl)],
              [t('pos'), customer.PointOfSaleSystem],
              [t('facebook'), intl.formatNumber(customer.FacebookFollowers)],
              [t('instagram'), intl.formatNumber(customer.InstagramFollowers)],
              [t('invoiceTemplate'), customer.UseEmailInvoiceTemplate ? t('yes') : t('no')],
            ]}
          />
        </section>
      </div>
      <CustomerUsersTable customerKey={customer.Key} />
      <DealerLocatorSection customerKey={customer.Key} />
      {isAdmin && <CustomerKeyChange customer={customer} />}
    </>
  );
}

/** /salesman/customer-list/customer/:id: company and extra data, users, dealer locator, admin key change. */
export function CustomerDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const customer = useGetCustomerQuery({ params: { id: id ?? '' } }, { skip: !id });

  let body: ReactNode;
  if (customer.isLoading) body = <LoadingState label={intl.formatMessage({ id: 'admin.customers.detail.loading' })} />;
  else if (customer.isError || !customer.data)
    body = (
      <>
        <ErrorState message={intl.formatMessage({ id: 'admin.customers.detail.error' })} onRetry={() => void customer.refetch()} />
        <Link className={buttonClass('link')} to={paths.customerList.path()}>
          <FormattedMessage id="admin.customers.detail.back" />
        </Link>
      </>
    );
  else body = <CustomerDetail customer={customer.data} />;
  return <div className="ds-page ds-stack">{body}</div>;
}
