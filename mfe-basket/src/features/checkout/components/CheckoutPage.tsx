import type { Address, Basket, SubmitBasket } from 'shared-kernel/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useOnline,
  Button,
  ErrorState,
  Field,
  Link,
  LoadingState,
  Notice,
  paths,
  Select,
  TOAST_DURATION,
  TextInput,
  emit,
  formatCents,
  isPortalError,
  roleFlags,
  toast,
  usePortal,
} from 'shared-kernel';
import { useGetBasketQuery } from '../../../app/getBasket';
import { useGetDeliveryAddressesQuery } from '../api/getDeliveryAddresses';
import { useSubmitBasketMutation } from '../api/submitBasket';
import { useCoupon } from '../hooks/useCoupon';
import { paymentReference } from '../lib/bank';
import { clearCheckoutStorage, readDropshipmentAddress } from '../lib/storage';
import { checkoutTotals } from '../lib/totals';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutTotals } from './CheckoutTotals';
import { CouponField } from './CouponField';
import { PrepaymentDialog } from './PrepaymentDialog';

/** Contract limits of basket/submit (SubmitBasketSchema). */
export const REFERENCE_MAX = 60;
export const REMARKS_MAX = 2000;
/** server fields shown beside a control; other ModelState fields go in the list above the button */
const SHOWN_FIELDS = ['Reference', 'Remarks', 'OrderDeliveryAddress', 'DropshipmentDeliveryAddress', 'CouponCode'];

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

function CheckoutForm({ basket, customerKey, onOrdered }: { basket: Basket; customerKey: string; onOrdered: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `basket.checkout.${id}` }, values);
  // an order needs the server and live stock (trade-show mode, issue 19): no finalizing offline
  const online = useOnline();
  const { session, locale, navigate } = usePortal();
  const money = (cents: number) => formatCents(cents, locale, session?.customerCurrencySymbol || '€');

  const dropshipment = basket.IsDropshipment;
  const addressesQuery = useGetDeliveryAddressesQuery(customerKey, { skip: dropshipment || !customerKey });
  const addresses = useMemo(() => addressesQuery.data ?? [], [addressesQuery.data]);
  const [dropAddress] = useState(() => (dropshipment ? readDropshipmentAddress(basket.DropshipmentDeliveryAddress) : null));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const defaultAddress = addresses.find((a) => a.CountryId === basket.OrderDeliveryAddress?.CountryId) ?? addresses[0];
  const address = addresses.find((a) => a.Id === chosenId) ?? defaultAddress ?? null;

  const [reference, setReference] = useState(basket.Reference);
  const [remarks, setRemarks] = useState(basket.Remarks);
  const coupon = useCoupon(basket);

  const countryId = dropshipment ? (dropAddress?.CountryId ?? null) : (address?.CountryId ?? basket.OrderDeliveryAddress?.CountryId ?? null);
  const totals = checkoutTotals(basket, coupon.coupon, countryId);

  const [submit, { isLoading: submitting }] = useSubmitBasketMutation();
  const [done, setDone] = useState(false);
  const [prepaymentOpen, setPrepaymentOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const processing = submitting || done;
  const missingAddress = dropshipment ? !dropAddress : !address;

  const send = async () => {
    setFieldErrors({});
    setGeneralErrors([]);
    const body: SubmitBasket = {
      Reference: reference.trim(),
      Remarks: remarks,
      CouponCode: coupon.coupon?.code ?? null,
      IsDropshipment: dropshipment,
      OrderDeliveryAddress: !dropshipment && address ? { Id: address.Id, CountryId: address.CountryId } : null,
      DropshipmentDeliveryAddress: dropshipment ? dropAddress : null,
    };
    try {
      const result = await submit(body).unwrap();
      setDone(true);
      onOrdered();
      pushToDataLayer(result.gtmObject);
      clearCheckoutStorage();
      emit('basket.changed', { count: 0 });
      navigate(paths.confirmation.href(locale, { order: result.axId }));
    } catch (e) {
      if (!isPortalError(e)) {
        toast('error', t('submitFailed'), TOAST_DURATION.long);
        return;
      }
      const beside: Record<string, string> = {};
      const listed = [...e.generalErrors];
      for (const [field, message] of Object.entries(e.fieldErrors)) {
        // 'DropshipmentDeliveryAddress.CountryId' belongs beside the dropshipment address
        const shown = field.split('.')[0];
        if (SHOWN_FIELDS.includes(shown)) beside[shown] ??= message;
        else listed.push(message);
      }
      setFieldErrors(beside);
      setGeneralErrors(listed);
      e.toastErrors.forEach((text) => toast('error', text, TOAST_DURATION.long));
      if (!Object.keys(beside).length && !listed.length && !e.toastErrors.length) {
        toast('error', e.message ?? (e.statusText || t('submitFailed')), TOAST_DURATION.long);
      }
    }
  };

  const finalize = () => {
    if (processing) return;
    if (basket.IsPrepayment) setPrepaymentOpen(true);
    else void send();
  };

  const articleCount = basket.Products.reduce((n, p) => n + p.Variants.reduce((s, v) => s + v.ProductAmount, 0), 0);

  return (
    <div className="ds-row" style={{ alignItems: 'flex-start', gap: 'var(--ds-space-5)' }}>
      <div className="ds-stack" style={{ flex: '2 1 460px', minWidth: 0 }}>
        <section className="ds-card" aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">{t('delivery.title')}</h2>
          {dropshipment ? (
            <div className="ds-stack ds-stack--tight">
              <p className="ds-muted" style={{ margin: 0 }}>
                {t('delivery.dropshipment')}
              </p>
              {dropAddress ? (
                <address style={{ fontStyle: 'normal' }} data-testid="dropshipment-address">
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
              {fieldErrors.DropshipmentDeliveryAddress && <span className="ds-error">{fieldErrors.DropshipmentDeliveryAddress}</span>}
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
              onChange={(v) => setChosenId(Number(v))}
              error={fieldErrors.OrderDeliveryAddress}
              disabled={processing}
            />
          )}
        </section>

        <section className="ds-card" aria-labelledby="checkout-details">
          <h2 id="checkout-details">{t('details.title')}</h2>
          <TextInput
            label={t('details.reference')}
            hint={t('details.referenceHint', { max: REFERENCE_MAX })}
            value={reference}
            maxLength={REFERENCE_MAX}
            onValueChange={setReference}
            error={fieldErrors.Reference}
            disabled={processing}
          />
          <Field label={t('details.remarks')} hint={t('details.remarksHint')} error={fieldErrors.Remarks}>
            {(control) => (
              <textarea
                {...control}
                className="ds-input"
                rows={4}
                value={remarks}
                maxLength={REMARKS_MAX}
                disabled={processing}
                onChange={(e) => setRemarks(e.target.value)}
                style={{ resize: 'vertical' }}
              />
            )}
          </Field>
        </section>
      </div>

      <aside className="ds-card ds-stack" style={{ flex: '1 1 300px', minWidth: 0, position: 'sticky', top: 'var(--ds-space-4)' }} aria-labelledby="checkout-summary">
        <div className="ds-row ds-row--between">
          <h2 id="checkout-summary" style={{ margin: 0 }}>
            {t('summary.title')}
          </h2>
          <Link to={paths.basketOverview.path()}>{t('summary.edit')}</Link>
        </div>
        <p className="ds-muted" style={{ margin: 0 }}>
          {t('summary.count', { count: articleCount })}
        </p>
        <CouponField state={coupon} error={fieldErrors.CouponCode} />
        <CheckoutTotals totals={totals} coupon={coupon.coupon} />
        {basket.IsPrepayment && <Notice kind="info">{t('prepayment.notice')}</Notice>}
        {generalErrors.length > 0 && (
          <Notice kind="error">
            <ul style={{ margin: 0, paddingLeft: 'var(--ds-space-4)' }}>
              {generalErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Notice>
        )}
        <Button variant="primary" onClick={finalize} busy={processing} disabled={missingAddress || coupon.checking || !online} style={{ width: '100%' }} aria-describedby={online ? undefined : 'checkout-offline'}>
          {t('finalize')}
        </Button>
        {!online && (
          <p id="checkout-offline" className="ds-muted" style={{ margin: 0 }}>
            {intl.formatMessage({ id: 'basket.offline.needsNetwork' })}
          </p>
        )}
        <p className="ds-muted" style={{ margin: 0, fontSize: '0.875rem' }}>
          {t('vatNote')}
        </p>
      </aside>

      <PrepaymentDialog
        open={prepaymentOpen}
        amount={money(totals.totalCents)}
        reference={paymentReference(customerKey, reference)}
        onCancel={() => setPrepaymentOpen(false)}
        onConfirm={() => {
          setPrepaymentOpen(false);
          void send();
        }}
      />
    </div>
  );
}
