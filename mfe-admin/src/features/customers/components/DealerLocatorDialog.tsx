import type { DealerLocatorAddress } from 'shared-kernel/contract';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, LoadingState, MultiSelect, NumericInput, Select, TextInput, toast, TOAST_DURATION, toastPortalError } from 'shared-kernel';
import { useListBrandsQuery } from '../../../api/brand';
import { useShowDealerLocatorAddressMutation } from '../../../api/customer';

// leaflet (and its stylesheet) load only when a dialog with a map opens
const DealerMap = lazy(() => import('./DealerMap').then((m) => ({ default: m.DealerMap })));

/** Where the marker starts when the address has no coordinates yet (Brussels). */
export const DEFAULT_POSITION = { latitude: 50.8467, longitude: 4.3525 };
/** Spec section 3 / 9: dealer types 0 website without webshop, 1 physical shop with webshop, 2 webshop without physical shop. */
export const DEALER_TYPES = [0, 1, 2] as const;

interface Props {
  address: DealerLocatorAddress;
  onClose: () => void;
}

/**
 * Shows a hidden shop address on the dealer locator: a map whose draggable marker sets latitude and
 * longitude (also typed as numbers), brands, url and dealer type; saving shows the address.
 */
export function DealerLocatorDialog({ address, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.customers.dealer.${id}` }, values);
  const [latitude, setLatitude] = useState<number>(address.Latitude ?? DEFAULT_POSITION.latitude);
  const [longitude, setLongitude] = useState<number>(address.Longitude ?? DEFAULT_POSITION.longitude);
  const [brands, setBrands] = useState<string[]>(address.Brands);
  const [url, setUrl] = useState(address.Url ?? '');
  const [type, setType] = useState<number>(address.DealerType ?? 1);
  const brandList = useListBrandsQuery();
  const [show, { isLoading }] = useShowDealerLocatorAddressMutation();
  const name = address.Header || address.Name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await show({ params: { id: address.Id }, body: { Latitude: latitude, Longitude: longitude, Brands: brands, Url: url.trim() || null, DealerType: type } }).unwrap();
      toast('success', t('shown', { name }), TOAST_DURATION.normal);
      onClose();
    } catch (err) {
      toastPortalError(err, t('showFailed'), TOAST_DURATION.long);
    }
  };

  const brandOptions = (brandList.data ?? []).map((b) => ({ value: b.Code, label: b.Name }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('dialogTitle', { name })}
      description={t('dialogDescription')}
      footer={
        <>
          <Button onClick={onClose}>
            <FormattedMessage id="admin.customers.dealer.cancel" />
          </Button>
          <Button type="submit" form="admin-dealer-locator" variant="primary" busy={isLoading}>
            <FormattedMessage id="admin.customers.dealer.save" />
          </Button>
        </>
      }
    >
      <form id="admin-dealer-locator" className="ds-stack" onSubmit={submit} noValidate>
        <p className="ds-muted" style={{ margin: 0 }}>
          {[`${address.Street} ${address.HouseNumber}`.trim(), `${address.ZipCode} ${address.City}`.trim(), address.CountryName].filter(Boolean).join(', ')}
        </p>
        <Suspense fallback={<LoadingState label={t('mapLoading')} />}>
          <DealerMap
            latitude={latitude}
            longitude={longitude}
            label={t('map')}
            markerLabel={t('marker')}
            onMove={(lat, lng) => {
              setLatitude(lat);
              setLongitude(lng);
            }}
          />
        </Suspense>
        <div className="ds-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
          <NumericInput label={t('latitude')} value={latitude} min={-90} max={90} onChange={(v) => setLatitude(v ?? 0)} />
          <NumericInput label={t('longitude')} value={longitude} min={-180} max={180} onChange={(v) => setLongitude(v ?? 0)} />
        </div>
        <TextInput label={t('url')} type="url" value={url} onValueChange={setUrl} maxLength={2000} placeholder="https://" />
        <Select
          variant="radio"
          label={t('type')}
          options={DEALER_TYPES.map((d) => ({ value: String(d), label: intl.formatMessage({ id: 'admin.customers.dealer.typeValue' }, { type: String(d) }) }))}
          value={String(type)}
          onChange={(v) => setType(Number(v))}
        />
        {brandList.isLoading ? (
          <LoadingState label={t('brandsLoading')} />
        ) : (
          <MultiSelect label={t('brands')} options={brandOptions} values={brands} onChange={setBrands} error={brandList.isError ? t('brandsFailed') : undefined} />
        )}
      </form>
    </Dialog>
  );
}
