import type { DealerLocatorAddress } from 'shared-kernel/contract';
import { lazy, Suspense, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, FormErrors, LoadingState, MultiSelect, NumericInput, Select, TextInput, TOAST_DURATION, useDraftForm } from 'shared-kernel';
import { useListBrandsQuery } from '../../../api/brand';
import { useShowDealerLocatorAddressMutation } from '../../../api/customer';
import layout from '../../../components/formLayout.module.css';
import styles from './DealerLocatorDialog.module.css';

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
  const form = useDraftForm(
    {
      Latitude: address.Latitude ?? DEFAULT_POSITION.latitude,
      Longitude: address.Longitude ?? DEFAULT_POSITION.longitude,
      Brands: address.Brands,
      Url: address.Url ?? '',
      DealerType: address.DealerType ?? 1,
    },
    { failureId: 'admin.customers.dealer.showFailed', fields: ['Latitude', 'Longitude', 'Url', 'Brands'], successMs: TOAST_DURATION.normal, failureMs: TOAST_DURATION.long },
  );
  const { draft, set, errors } = form;
  const brandList = useListBrandsQuery();
  const [show] = useShowDealerLocatorAddressMutation();
  const name = address.Header || address.Name;

  const save = form.submitWith(async (d) => {
    await show({ params: { id: address.Id }, body: { ...d, Url: d.Url.trim() || null } }).unwrap();
    return { savedId: 'admin.customers.dealer.shown', savedValues: { name } };
  });
  const submit = async (e: FormEvent) => {
    if (await save(e)) onClose();
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
          <Button type="submit" form="admin-dealer-locator" variant="primary" busy={form.busy}>
            <FormattedMessage id="admin.customers.dealer.save" />
          </Button>
        </>
      }
    >
      <form id="admin-dealer-locator" className="ds-stack" onSubmit={(e) => void submit(e)} noValidate>
        <FormErrors errors={form.general} />
        <p className={`ds-muted ${styles.address}`}>
          {[`${address.Street} ${address.HouseNumber}`.trim(), `${address.ZipCode} ${address.City}`.trim(), address.CountryName].filter(Boolean).join(', ')}
        </p>
        <Suspense fallback={<LoadingState label={t('mapLoading')} />}>
          <DealerMap
            latitude={draft.Latitude}
            longitude={draft.Longitude}
            label={t('map')}
            markerLabel={t('marker')}
            onMove={(lat, lng) => {
              form.setDraft((d) => ({ ...d, Latitude: lat, Longitude: lng }));
            }}
          />
        </Suspense>
        <div className={`ds-grid ${layout.fields}`}>
          <NumericInput label={t('latitude')} value={draft.Latitude} min={-90} max={90} onChange={(v) => set('Latitude', v ?? 0)} error={errors.Latitude} />
          <NumericInput label={t('longitude')} value={draft.Longitude} min={-180} max={180} onChange={(v) => set('Longitude', v ?? 0)} error={errors.Longitude} />
        </div>
        <TextInput label={t('url')} type="url" value={draft.Url} onValueChange={(v) => set('Url', v)} maxLength={2000} placeholder="https://" error={errors.Url} />
        <Select
          variant="radio"
          label={t('type')}
          options={DEALER_TYPES.map((d) => ({ value: String(d), label: intl.formatMessage({ id: 'admin.customers.dealer.typeValue' }, { type: String(d) }) }))}
          value={String(draft.DealerType)}
          onChange={(v) => set('DealerType', Number(v))}
        />
        {brandList.isLoading ? (
          <LoadingState label={t('brandsLoading')} />
        ) : (
          <MultiSelect label={t('brands')} options={brandOptions} values={draft.Brands} onChange={(v) => set('Brands', v)} error={brandList.isError ? t('brandsFailed') : errors.Brands} />
        )}
      </form>
    </Dialog>
  );
}
