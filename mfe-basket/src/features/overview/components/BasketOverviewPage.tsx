import type { Basket } from 'shared-kernel/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useOnline,
  Button,
  buttonClass,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  Notice,
  paths,
  PromoBanner,
  savedShopPath,
  TOAST_DURATION,
  isPortalError,
  roleFlags,
  toast,
  usePortal,
} from 'shared-kernel';
import { BASKET_BANNER_LOCATION, useGetCurrentBannerQuery } from '../../../api/banner';
import { useGetBasketQuery, useSwitchBasketMutation, useValidateBasketMutation } from '../../../api/basket';
import { useListAvailableCountriesQuery } from '../../../api/country';
import { readDropshipmentAddress, writeDropshipmentAddress, type DropshipmentAddress } from '../../../lib/dropshipmentAddress';
import { articleTotalCents, couponDiscountCents, deliveryCosts, needsBackorderQuestion, totalExclVatCents } from '../lib/totals';
import { BasketSummary } from './BasketSummary';
import { DropshipmentForm } from './DropshipmentForm';
import { HelpBox } from './HelpBox';
import { ProductGroupCard } from './ProductGroupCard';
import styles from './BasketOverviewPage.module.css';

/** Spec section 9: the wide banner size. */
export const BASKET_BANNER = { width: 1170, height: 150 } as const;

export interface BasketOverviewPageProps {
  /** the draft baskets' "save as draft" (composed in app/BasketOverview.tsx), below continue order */
  saveDraft?: ReactNode;
}

/**
 * Basket overview (spec section 2, /customer/basket/overview): product groups with their sizes,
 * amounts, delivery costs with the free-delivery rule, total excluding VAT, dropshipment, the basket
 * banner, help box, continue shopping and continue order (validate, backorder question, checkout).
 * Marketing users see the basket without prices and cannot change or order it (spec section 6).
 */
export function BasketOverviewPage({ saveDraft }: BasketOverviewPageProps) {
  const intl = useIntl();
  const { session } = usePortal();
  const flags = roleFlags(session);
  const { data: basket, isLoading, isError, refetch } = useGetBasketQuery();
  const { data: banner } = useGetCurrentBannerQuery({ query: { locationType: BASKET_BANNER_LOCATION } });

  let body;
  if (isLoading) body = <LoadingState label={intl.formatMessage({ id: 'basket.overview.loading' })} />;
  else if (isError || !basket) body = <ErrorState message={intl.formatMessage({ id: 'basket.overview.loadFailed' })} onRetry={() => void refetch()} />;
  else if (!basket.Products.length)
    body = (
      <EmptyState
        message={intl.formatMessage({ id: 'basket.overview.empty' })}
        action={
          <div className={styles.emptyActions}>
            <Link to={savedShopPath()} className={buttonClass('primary')}>
              <FormattedMessage id="basket.overview.toShop" />
            </Link>
            {!flags.isMarketing && (
              <Link to={paths.basketDrafts.path()} className={buttonClass('secondary')}>
                <FormattedMessage id="basket.drafts.link" />
              </Link>
            )}
          </div>
        }
      />
    );
  else body = <BasketContent basket={basket} flags={flags} saveDraft={saveDraft} />;

  return (
    <div className="ds-page ds-stack">
      <h1 className={styles.title}>
        <FormattedMessage id="basket.overview.title" />
      </h1>
      <PromoBanner banner={banner} label={intl.formatMessage({ id: 'basket.overview.banner' })} width={BASKET_BANNER.width} height={BASKET_BANNER.height} />
      {body}
    </div>
  );
}

function BasketContent({ basket, flags, saveDraft }: { basket: Basket; flags: ReturnType<typeof roleFlags>; saveDraft: ReactNode }) {
  const intl = useIntl();
  const { session, locale, navigate } = usePortal();
  const symbol = session?.customerCurrencySymbol || '€';
  const canEdit = !flags.isMarketing;
  // an order needs the server and live stock (trade-show mode, issue 19)
  const online = useOnline();
  // Marketing sees no prices (spec section 6) and customer-is-watching no purchase prices (the
  // basket's prices are what the customer buys at); staff lose only the retail price, which the
  // basket does not show: the same rules as the catalogue.
  const showPrices = !flags.isMarketing && !flags.isCustomerHidden;
  const [address, setAddress] = useState<DropshipmentAddress>(() => readDropshipmentAddress(basket.DropshipmentDeliveryAddress));
  const [backorderOpen, setBackorderOpen] = useState(false);
  const [validate, validation] = useValidateBasketMutation();
  const [switchBasket, switching] = useSwitchBasketMutation();
  const { data: countries = [] } = useListAvailableCountriesQuery(undefined, { skip: !canEdit || !basket.IsDropshipment });
  const dropId = useId();

  useEffect(() => writeDropshipmentAddress(address), [address]);

  const countryId = basket.IsDropshipment ? address.CountryId || null : (basket.OrderDeliveryAddress?.CountryId ?? null);
  const delivery = deliveryCosts(basket, countryId);
  const checkout = paths.checkout.href(locale);

  // not a form's save: the switch follows the server's answer, a refusal is a toast
  const toggleDropshipment = (on: boolean) => {
    switchBasket({ body: { isDropshipment: on } })
      .unwrap()
      .catch((e: unknown) => toast('error', (isPortalError(e) && e.message) || intl.formatMessage({ id: 'basket.overview.switchFailed' }), TOAST_DURATION.long));
  };

  // a check before the checkout, not a save: each line that cannot be ordered is an error toast (spec section 4)
  const continueOrder = async () => {
    try {
      const { Errors } = await validate().unwrap();
      if (Errors.length) {
        Errors.forEach((text) => toast('error', text, TOAST_DURATION.long));
        return;
      }
    } catch (e) {
      toast('error', (isPortalError(e) && e.statusText) || intl.formatMessage({ id: 'basket.overview.validateFailed' }), TOAST_DURATION.long);
      return;
    }
    if (needsBackorderQuestion(basket)) setBackorderOpen(true);
    else navigate(checkout);
  };

  return (
    <div className={styles.layout}>
      <div className={`ds-stack ${styles.main}`}>
        {!canEdit && (
          <Notice kind="info">
            <FormattedMessage id="basket.overview.readOnly" />
          </Notice>
        )}
        {basket.Products.map((p) => (
          <ProductGroupCard key={p.ProductId} product={p} canEdit={canEdit} showPrices={showPrices} symbol={symbol} />
        ))}
        <div>
          <Link to={savedShopPath()} className={buttonClass('secondary')}>
            <FormattedMessage id="basket.overview.continueShopping" />
          </Link>
        </div>
      </div>
      <div className={`ds-stack ${styles.side}`}>
        {showPrices && (
          <BasketSummary
            articlesCents={articleTotalCents(basket)}
            couponCents={couponDiscountCents(basket)}
            delivery={delivery}
            totalCents={totalExclVatCents(basket, delivery)}
            isDropshipment={basket.IsDropshipment}
            symbol={symbol}
          />
        )}
        {canEdit && (
          <section className="ds-card ds-stack" aria-label={intl.formatMessage({ id: 'basket.overview.dropshipment' })}>
            <label htmlFor={dropId} className={styles.dropshipmentLabel}>
              <input id={dropId} type="checkbox" checked={basket.IsDropshipment} disabled={switching.isLoading} onChange={(e) => toggleDropshipment(e.target.checked)} />
              <FormattedMessage id="basket.overview.dropshipment" />
            </label>
            <p className={`ds-muted ${styles.hint}`}>
              <FormattedMessage id="basket.overview.dropshipmentHint" />
            </p>
            {basket.IsDropshipment && <DropshipmentForm value={address} onChange={setAddress} countries={countries} />}
          </section>
        )}
        {canEdit && (
          <Button variant="primary" busy={validation.isLoading} onClick={() => void continueOrder()} className={styles.fullWidth} disabled={!online} aria-describedby={online ? undefined : 'basket-offline'}>
            <FormattedMessage id="basket.overview.continueOrder" />
          </Button>
        )}
        {canEdit && !online && (
          <p id="basket-offline" className={`ds-muted ${styles.flush}`}>
            <FormattedMessage id="basket.offline.needsNetwork" />
          </p>
        )}
        {canEdit && saveDraft}
        {canEdit && (
          <Link to={paths.basketDrafts.path()} className={`${buttonClass('link')} ${styles.draftsLink}`}>
            <FormattedMessage id="basket.drafts.link" />
          </Link>
        )}
        <HelpBox />
      </div>
      <ConfirmDialog
        open={backorderOpen}
        onOpenChange={setBackorderOpen}
        title={intl.formatMessage({ id: 'basket.overview.backorderTitle' })}
        question={intl.formatMessage({ id: 'basket.overview.backorderQuestion' })}
        confirmLabel={intl.formatMessage({ id: 'basket.overview.yes' })}
        cancelLabel={intl.formatMessage({ id: 'basket.overview.no' })}
        onConfirm={() => navigate(checkout)}
      />
    </div>
  );
}
