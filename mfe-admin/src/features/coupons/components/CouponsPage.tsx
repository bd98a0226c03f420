import type { Coupon, Currency } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { buttonClass, formatDate, formatMoney, Link, paths, usePortal, type TableColumn } from 'shared-kernel';
import { COUPONS_PAGE_SIZE, useListCouponsQuery } from '../../../api/coupon';
import { useListCurrenciesQuery } from '../../../api/currency';
import { ResourceListPage, type ResourceListQuery } from '../../../components/ResourceListPage';

/** The value of a coupon in one currency, as shown: money (type 0), a percentage (type 1). */
export function couponValueText(c: Coupon, currencies: Currency[], locale: Parameters<typeof formatMoney>[1]): string {
  return c.Values.map((v) => {
    const cur = currencies.find((x) => x.Id === v.CurrencyId);
    if (c.Type === 1) return `${v.Value}%${cur ? ` (${cur.Code})` : ''}`;
    return formatMoney(v.Value, locale, cur?.Symbol ?? '€');
  }).join(', ');
}

function useCoupons({ page, search }: ResourceListQuery) {
  return useListCouponsQuery({ query: { Page: page, PageSize: COUPONS_PAGE_SIZE, search: search || undefined } });
}

/** /admin/coupons: the overview (100 per page, searched by code) with create and edit links. */
export function CouponsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { locale } = usePortal();
  const currencies = useListCurrenciesQuery();

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
        <Link className={buttonClass('secondary', 'sm')} to={paths.couponEdit.path({ id: c.Id })} aria-label={t('admin.coupons.editLabel', { code: c.Code })}>
          {t('admin.coupons.edit')}
        </Link>
      ),
    },
  ];

  return (
    <ResourceListPage
      heading={t('admin.coupons.heading')}
      create={{ to: paths.couponCreate.path(), label: t('admin.coupons.create') }}
      searchLabel={t('admin.coupons.search')}
      useList={useCoupons}
      columns={columns}
      rowKey={(c) => c.Id}
      loadError={t('admin.coupons.loadError')}
      empty={t('admin.coupons.empty')}
    />
  );
}
