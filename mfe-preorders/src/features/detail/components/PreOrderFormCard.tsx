import { FormattedMessage, useIntl } from 'react-intl';
import { NumericInput, Select, TextInput } from 'shared-kernel';
import type { Address, PreOrder } from 'shared-kernel/contract';
import { useListDeliveryAddressesQuery } from '../../../api/address';
import type { DraftField, PreOrderDraft } from '../hooks/usePreOrderDraft';
import styles from './PreOrderFormCard.module.css';
import { Switch } from './Switch';

/** Spec section 9: internal reference 20, order reference 60 characters. */
export const INTERNAL_REFERENCE_MAX = 20;
export const ORDER_REFERENCE_MAX = 60;

interface Props {
  preOrder: PreOrder;
  mode: 'customer' | 'salesman';
  draft: PreOrderDraft;
  change: <F extends DraftField>(field: F, value: PreOrderDraft[F]) => void;
  /** customers see the discount only when it is not 0 (spec section 2) */
  showDiscount: boolean;
}

const addressLabel = (a: Address) => [a.Name, `${a.Street} ${a.HouseNumber}`.trim(), `${a.ZipCode} ${a.City}`.trim(), a.CountryName].filter(Boolean).join(', ');

/**
 * The order data as one compact strip above the grid (issue 18): references, discount, delivery address,
 * early shipment (and the salesman's forecasts switch). The customer's number and name are in the work
 * bar and the details section.
 */
export function PreOrderFormCard({ preOrder, mode, draft, change, showDiscount }: Props) {
  const intl = useIntl();
  const addresses = useListDeliveryAddressesQuery({ params: { id: preOrder.CustomerKey ?? '' } }, { skip: !preOrder.CustomerKey });
  const options = (addresses.data ?? []).map((a) => ({ value: String(a.Id), label: addressLabel(a) }));
  if (draft.Address !== null && addresses.data && !options.some((o) => o.value === String(draft.Address))) {
    options.unshift({ value: String(draft.Address), label: intl.formatMessage({ id: 'preorders.detail.address.unknown' }, { id: draft.Address }) });
  }

  return (
    <section className={`ds-card ${styles.card}`} aria-labelledby="preorder-form-title">
      <h2 id="preorder-form-title" className="ds-visually-hidden">
        <FormattedMessage id="preorders.detail.orderData" />
      </h2>
      <div className={styles.fields}>
        <TextInput
          label={intl.formatMessage({ id: 'preorders.detail.internalReference' })}
          value={draft.InternalCustomerReference}
          maxLength={INTERNAL_REFERENCE_MAX}
          onValueChange={(v) => change('InternalCustomerReference', v)}
        />
        <TextInput
          label={intl.formatMessage({ id: 'preorders.detail.orderReference' })}
          value={draft.OrderReference}
          maxLength={ORDER_REFERENCE_MAX}
          onValueChange={(v) => change('OrderReference', v)}
        />
        {showDiscount && (
          <NumericInput
            label={intl.formatMessage({ id: 'preorders.detail.discount' })}
            value={draft.PreOrderDiscount}
            min={0}
            max={preOrder.MaximumDiscount}
            hint={intl.formatMessage({ id: 'preorders.detail.discount.max' }, { max: preOrder.MaximumDiscount })}
            onChange={(v) => change('PreOrderDiscount', v ?? 0)}
          />
        )}
        <div className={styles.address}>
          <Select
            variant="dropdown"
            label={intl.formatMessage({ id: 'preorders.detail.address' })}
            placeholder={intl.formatMessage({ id: addresses.isLoading ? 'preorders.detail.address.loading' : 'preorders.detail.address.choose' })}
            options={options}
            value={draft.Address === null ? null : String(draft.Address)}
            onChange={(v) => change('Address', Number(v))}
            hint={addresses.isError ? intl.formatMessage({ id: 'preorders.detail.address.error' }) : addresses.data && !addresses.data.length ? intl.formatMessage({ id: 'preorders.detail.address.none' }) : undefined}
          />
        </div>
        <div className={styles.switches}>
          <Switch label={<FormattedMessage id="preorders.detail.earlyShipment" />} checked={draft.EarlyShipmentAllowed} onChange={(v) => change('EarlyShipmentAllowed', v)} />
          {mode === 'salesman' && (
            <Switch
              label={<FormattedMessage id="preorders.detail.forecastsVisible" />}
              checked={draft.ForecastsAndHistoryVisible}
              onChange={(v) => change('ForecastsAndHistoryVisible', v)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
