import type { Coupon, Currency } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatMoney, Link, Pagination, paths, Table, usePortal, type TableColumn } from 'shared-kernel';
import { useGetAdminCouponsQuery } from '../api/getCoupons';
import { useGetCouponCurrenciesQuery } from '../api/getCurrencies';

/** The value of a coupon in one currency, as shown: money (type 0), a percentage (type 1). */
export function couponValueText(c: Coupon, currencies: Currency[], locale: Parameters<typeof formatMoney>[1]): string {
  return c.Values.map((v) => {
    const cur = currencies.find((x) => x.Id === v.CurrencyId);
    if (c.Type === 1) return `${v.Value}%${cur ? ` (${cur.Code})` : ''}`;
    return formatMoney(v.Value, locale, cur?.Symbol ?? '€');
  }).join(', ');
}

/** /admin/coupons: the overview (100 per page) with create and edit links. */
export function CouponsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { locale } = usePortal();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAdminCouponsQuery({ page });
  const currencies = useGetCouponCurrenciesQuery();

  const columns: TableColumn<Coupon>[] = [
    { id: 'code', header: t('admin.coupons.code'), cell: (c) => <code>{c.Code}</code> },
    { id: 'type', header: t('admin.coupons.type'), cell: (c) => t(`admin.coupons.type.${c.Type}`) },
    { id: 'values', header: t('admin.coupons.values'), cell: (c) => (c.Type === 2 ? <span className="ds-muted">-</span> : couponValueText(c, currencies.data ?? [], locale)) },
    { id: 'from', header: t('admin.coupons.from'), cell: (c) => formatDate(c.From), width: '8rem' },
    { id: 'to', header: t('admin.coupons.to'), cell: (c) => formatDate(c.To), width: '8rem' },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('admin.coupons.actions')}</span>,
      align: 'end',
      cell: (c) => (
        <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.couponEdit.path({ id: c.Id })} aria-label={t('admin.coupons.editLabel', { code: c.Code })}>
          {t('admin.coupons.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>{t('admin.coupons.heading')}</h1>
        <Link className="ds-button ds-button--primary" to={paths.couponCreate.path()}>
          {t('admin.coupons.create')}
        </Link>
      </div>
      <Table
        caption={t('admin.coupons.heading')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(c) => c.Id}
        loading={isLoading}
        error={isError ? t('admin.coupons.loadError') : undefined}
        onRetry={refetch}
        empty={t('admin.coupons.empty')}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </div>
  );
}
