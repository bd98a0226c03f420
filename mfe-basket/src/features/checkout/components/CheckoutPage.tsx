import type { Address, Basket, SubmitBasket } from 'shared-kernel/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useOnline,
  Button,
  ErrorState,
  Field,
  fieldStyles,
  FormErrors,
  Link,
  LoadingState,
  Notice,
  paths,
  Select,
  TOAST_DURATION,
  TextInput,
  emit,
  formatCents,
  roleFlags,
  useDraftForm,
  usePortal,
} from 'shared-kernel';
import { useListDeliveryAddressesQuery } from '../../../api/address';
import { useGetBasketQuery, useSubmitBasketMutation } from '../../../api/basket';
import { basketCount } from '../../../lib/basket';
import { readCompleteDropshipmentAddress } from '../../../lib/dropshipmentAddress';
import { useCoupon } from '../hooks/useCoupon';
import { paymentReference } from '../lib/bank';
import { placeCheckoutErrors } from '../lib/checkoutErrors';
import { clearCheckoutStorage } from '../lib/couponStorage';
import { checkoutTotals } from '../lib/totals';
import styles from './CheckoutPage.module.css';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutTotals } from './CheckoutTotals';
import { CouponField } from './CouponField';
import { PrepaymentDialog } from './PrepaymentDialog';

/** Contract limits of basket/submit (SubmitBasketSchema). */
export const REFERENCE_MAX = 60;
export const REMARKS_MAX = 2000;

const addressLine = (a: Address) => [a.Name, `${a.Street} ${a.HouseNumber}`.trim(), `${a.ZipCode} ${a.City}`.trim(), a.CountryName].filter(Boolean).join(', ');

/** Google Tag Manager's queue: created when missing, the order's gtmObject pushed onto it. */
export function pushToDataLayer(entry: unknown): void {
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(entry);
}

/** Checkout (spec section 2): steps, totals, coupon, delivery address, own reference, notes, finalize. */
export function CheckoutPage() {
  const intl = useIntl();
  const { session } = usePortal();
  if (roleFlags(session).isMarketing) {
    return (
      <div className="ds-page ds-stack">
        <h1>{intl.formatMessage({ id: 'basket.checkout.title' })}</h1>
        <Notice kind="info">{intl.formatMessage({ id: 'basket.checkout.marketing' })}</Notice>
        <div>
          <Link to={paths.basketOverview.path()}>{intl.formatMessage({ id: 'basket.checkout.backToBasket' })}</Link>
        </div>
      </div>
    );
  }
  return <Checkout />;
}

function Checkout() {
  const intl = useIntl();
  const { session, locale, navigate } = usePortal();
  const basketQuery = useGetBasketQuery(undefined, { refetchOnMountOrArgChange: true });
  const basket = basketQuery.data;
  const ordered = useRef(false);

  // an empty basket has nothing to check out: back to the overview
  const empty = !!basket && basket.Products.length === 0;
  useEffect(() => {
    if (empty && !ordered.current) navigate(paths.basketOverview.href(locale));
  }, [empty, navigate, locale]);

  return (
    <div className="ds-page ds-stack">
      <h1>{intl.formatMessage({ id: 'basket.checkout.title' })}</h1>
      <CheckoutSteps current="data" />
      {basketQuery.isError ? (
        <ErrorState onRetry={() => void basketQuery.refetch()} />
      ) : !basket || empty ? (
        <LoadingState />
      ) : (
        <CheckoutForm basket={basket} customerKey={session?.customerKey ?? ''} onOrdered={() => (ordered.current = true)} />
      )}
    </div>
  );
}

/** What the customer fills in at checkout; the delivery address is the chosen one, or the default (null). */
interface CheckoutDraft {
  Reference: string;
  Remarks: string;
  AddressId: number | null;
}

function CheckoutForm({ basket, customerKey, onOrdered }: { basket: Basket; customerKey: string; onOrdered: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `basket.checkout.${id}` }, values);
  // an order needs the server and live stock (trade-show mode, issue 19): no finalizing offline
  const online = useOnline();
  const { session, locale } = usePortal();
  const money = (cents: number) => formatCents(cents, locale, session?.customerCurrencySymbol || '€');

  const dropshipment = basket.IsDropshipment;
  const addressesQuery = useListDeliveryAddressesQuery({ params: { id: customerKey } }, { skip: dropshipment || !customerKey });
  const addresses = useMemo(() => addressesQuery.data ?? [], [addressesQuery.data]);
  const [dropAddress] = useState(() => (dropshipment ? readCompleteDropshipmentAddress(basket.DropshipmentDeliveryAddress) : null));
  const [initial] = useState<CheckoutDraft>(() => ({ Reference: basket.Reference, Remarks: basket.Remarks, AddressId: null }));
  // spec section 4: order errors are 4 s toasts
  const form = useDraftForm(initial, { failureId: 'basket.checkout.submitFailed', failureMs: TOAST_DURATION.long });
  const defaultAddress = addresses.find((a) => a.CountryId === basket.OrderDeliveryAddress?.CountryId) ?? addresses[0];
  const address = addresses.find((a) => a.Id === form.draft.AddressId) ?? defaultAddress ?? null;
  const coupon = useCoupon(basket);

  const countryId = dropshipment ? (dropAddress?.CountryId ?? null) : (address?.CountryId ?? basket.OrderDeliveryAddress?.CountryId ?? null);
  const totals = checkoutTotals(basket, coupon.coupon, countryId);

  const [submitBasket] = useSubmitBasketMutation();
  const [done, setDone] = useState(false);
  const [prepaymentOpen, setPrepaymentOpen] = useState(false);
  const processing = form.busy || done;
  const missingAddress = dropshipment ? !dropAddress : !address;
  const { beside, listed } = placeCheckoutErrors(form.errors, form.general);

  const send = form.submitWith(async (draft) => {
    const body: SubmitBasket = {
      Reference: draft.Reference.trim(),
      Remarks: draft.Remarks,
      CouponCode: coupon.coupon?.code ?? null,
      IsDropshipment: dropshipment,
      OrderDeliveryAddress: !dropshipment && address ? { Id: address.Id, CountryId: address.CountryId } : null,
      DropshipmentDeliveryAddress: dropshipment ? dropAddress : null,
    };
    const result = await submitBasket({ body }).unwrap();
    setDone(true);
    onOrdered();
    pushToDataLayer(result.gtmObject);
    clearCheckoutStorage();
    emit('basket.changed', { count: 0 });
    return { to: paths.confirmation.path({ order: result.axId }) };
  });

  const finalize = () => {
    if (processing) return;
    if (basket.IsPrepayment) setPrepaymentOpen(true);
    else void send();
  };

  return (
    <div className={styles.layout}>
      <div className={`ds-stack ${styles.main}`}>
        <section className="ds-card" aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">{t('delivery.title')}</h2>
          {dropshipment ? (
            <div className="ds-stack ds-stack--tight">
              <p className={`ds-muted ${styles.flush}`}>{t('delivery.dropshipment')}</p>
              {dropAddress ? (
                <address className={styles.address} data-testid="dropshipment-address">
                  <strong>{dropAddress.Name}</strong>
                  <br />
                  {`${dropAddress.Street} ${dropAddress.HouseNumber}`.trim()}
                  <br />
                  {`${dropAddress.ZipCode} ${dropAddress.City}`.trim()}
                  {dropAddress.CountryName && (
                    <>
                      <br />
                      {dropAddress.CountryName}
                    </>
                  )}
                  {(dropAddress.Email || dropAddress.Phone) && (
                    <>
                      <br />
                      <span className="ds-muted">{[dropAddress.Email, dropAddress.Phone].filter(Boolean).join(' · ')}</span>
                    </>
                  )}
                </address>
              ) : (
                <Notice kind="warning">
                  {t('delivery.noDropshipment')} <Link to={paths.basketOverview.path()}>{t('backToBasket')}</Link>
                </Notice>
              )}
              {beside.DropshipmentDeliveryAddress && <span className={fieldStyles.error}>{beside.DropshipmentDeliveryAddress}</span>}
            </div>
          ) : addressesQuery.isLoading ? (
            <LoadingState />
          ) : addressesQuery.isError ? (
            <ErrorState onRetry={() => void addressesQuery.refetch()} />
          ) : addresses.length === 0 ? (
            <Notice kind="warning">
              {t('delivery.none')} <Link to={paths.addresses.path()}>{t('delivery.manage')}</Link>
            </Notice>
          ) : (
            <Select
              label={t('delivery.label')}
              options={addresses.map((a) => ({ value: String(a.Id), label: addressLine(a) }))}
              value={address ? String(address.Id) : null}
              onChange={(v) => form.set('AddressId', Number(v))}
              error={beside.OrderDeliveryAddress}
              disabled={processing}
            />
          )}
        </section>

        <section className="ds-card" aria-labelledby="checkout-details">
          <h2 id="checkout-details">{t('details.title')}</h2>
          <TextInput
            label={t('details.reference')}
            hint={t('details.referenceHint', { max: REFERENCE_MAX })}
            value={form.draft.Reference}
            maxLength={REFERENCE_MAX}
            onValueChange={(v) => form.set('Reference', v)}
            error={beside.Reference}
            disabled={processing}
          />
          <Field label={t('details.remarks')} hint={t('details.remarksHint')} error={beside.Remarks}>
            {(control) => (
              <textarea
                {...control}
                className={`${fieldStyles.input} ${styles.remarks}`}
                rows={4}
                value={form.draft.Remarks}
                maxLength={REMARKS_MAX}
                disabled={processing}
                onChange={(e) => form.set('Remarks', e.target.value)}
              />
            )}
          </Field>
        </section>
      </div>

      <aside className={`ds-card ds-stack ${styles.summary}`} aria-labelledby="checkout-summary">
        <div className="ds-row ds-row--between">
          <h2 id="checkout-summary" className={styles.flush}>
            {t('summary.title')}
          </h2>
          <Link to={paths.basketOverview.path()}>{t('summary.edit')}</Link>
        </div>
        <p className={`ds-muted ${styles.flush}`}>{t('summary.count', { count: basketCount(basket) })}</p>
        <CouponField state={coupon} error={beside.CouponCode} />
        <CheckoutTotals totals={totals} coupon={coupon.coupon} />
        {basket.IsPrepayment && <Notice kind="info">{t('prepayment.notice')}</Notice>}
        <FormErrors errors={listed} />
        <Button variant="primary" onClick={finalize} busy={processing} disabled={missingAddress || coupon.checking || !online} className={styles.fullWidth} aria-describedby={online ? undefined : 'checkout-offline'}>
          {t('finalize')}
        </Button>
        {!online && (
          <p id="checkout-offline" className={`ds-muted ${styles.flush}`}>
            {intl.formatMessage({ id: 'basket.offline.needsNetwork' })}
          </p>
        )}
        <p className={`ds-muted ${styles.note}`}>{t('vatNote')}</p>
      </aside>

      <PrepaymentDialog
        open={prepaymentOpen}
        amount={money(totals.totalCents)}
        reference={paymentReference(customerKey, form.draft.Reference)}
        onCancel={() => setPrepaymentOpen(false)}
        onConfirm={() => {
          setPrepaymentOpen(false);
          void send();
        }}
      />
    </div>
  );
}
