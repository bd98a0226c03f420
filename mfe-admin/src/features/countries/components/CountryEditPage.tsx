import type { Country, CountryCost } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, buttonClass, ErrorState, FormErrors, Link, LoadingState, Notice, NumericInput, paths, Select, TextInput, useDraftForm, useParams } from 'shared-kernel';
import { useGetCountryQuery, useUpdateCountryMutation } from '../../../api/country';
import { useListCurrenciesQuery } from '../../../api/currency';
import layout from '../../../components/formLayout.module.css';
import styles from './CountryEditPage.module.css';

const COST_FIELDS = ['ShippingCosts', 'DropShipmentCosts', 'FreeDeliveryShippingCosts', 'FreeDeliveryDropShipmentCosts'] as const;
type CostField = (typeof COST_FIELDS)[number];
type CostDraft = { CurrencyId: number } & Record<CostField, number | null>;

/** /admin/countries/edit/:id: names and ISO2 (read only), availability, costs per currency. */
export function CountryEditPage() {
  const { id } = useParams();
  const numericId = Number(id);
  const { data, isLoading, isError, refetch } = useGetCountryQuery({ params: { id: numericId } }, { skip: !numericId });
  const intl = useIntl();

  if (isLoading) return <div className="ds-page"><LoadingState /></div>;
  if (isError || !data) {
    return (
      <div className="ds-page">
        <ErrorState message={intl.formatMessage({ id: 'admin.countries.loadOneError' })} onRetry={refetch} />
      </div>
    );
  }
  return <CountryForm key={data.Id} initial={data} />;
}

function CountryForm({ initial }: { initial: Country }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const form = useDraftForm<{ IsAvailable: boolean; Costs: CostDraft[] }>({ IsAvailable: initial.IsAvailable, Costs: initial.Costs }, 'admin.countries.saveError');
  const { draft, errors } = form;
  const costs = draft.Costs;
  const setCosts = (change: (all: CostDraft[]) => CostDraft[]) => form.setDraft((d) => ({ ...d, Costs: change(d.Costs) }));
  const [currency, setCurrency] = useState<string | null>(null);
  const currencies = useListCurrenciesQuery();
  const [update] = useUpdateCountryMutation();
  const used = new Set(costs.map((c) => c.CurrencyId));
  const currencyName = (cid: number) => {
    const c = currencies.data?.find((x) => x.Id === cid);
    return c ? `${c.Code} (${c.Symbol})` : String(cid);
  };

  const addCurrency = () => {
    if (currency === null) return; // costs per currency need a chosen currency
    setCosts((all) => [...all, { CurrencyId: Number(currency), ShippingCosts: 0, DropShipmentCosts: 0, FreeDeliveryShippingCosts: 0, FreeDeliveryDropShipmentCosts: 0 }]);
    setCurrency(null);
  };
  const setCost = (i: number, field: CostField, value: number | null) => setCosts((all) => all.map((c, j) => (j === i ? { ...c, [field]: value } : c)));

  const save = form.submitWith(async (d) => {
    const Costs: CountryCost[] = d.Costs.map((c) => ({
      CurrencyId: c.CurrencyId,
      ShippingCosts: c.ShippingCosts ?? 0,
      DropShipmentCosts: c.DropShipmentCosts ?? 0,
      FreeDeliveryShippingCosts: c.FreeDeliveryShippingCosts ?? 0,
      FreeDeliveryDropShipmentCosts: c.FreeDeliveryDropShipmentCosts ?? 0,
    }));
    await update({ params: { id: initial.Id }, body: { Id: initial.Id, IsAvailable: d.IsAvailable, Costs } }).unwrap();
    return { savedId: 'admin.countries.saved', to: paths.countries.path() };
  });

  const costsError = errors.Costs ?? Object.entries(errors).find(([k]) => k.startsWith('Costs.'))?.[1];
  const currencyOptions = (currencies.data ?? []).map((c) => ({ value: String(c.Id), label: `${c.Code} (${c.Symbol}) ${c.Name}`, disabled: used.has(c.Id) }));

  return (
    <div className="ds-page ds-stack">
      <h1>{t('admin.countries.editHeading', { name: initial.OverviewName })}</h1>
      <FormErrors errors={form.general} />
      <div className="ds-card ds-stack">
        <div className={`ds-grid ${layout.fields}`}>
          <TextInput label={t('admin.countries.nameNL')} value={initial.NameNL} readOnly />
          <TextInput label={t('admin.countries.nameFR')} value={initial.NameFR} readOnly />
          <TextInput label={t('admin.countries.nameEN')} value={initial.NameEN} readOnly />
          <TextInput label={t('admin.countries.iso2')} value={initial.Iso2} readOnly />
        </div>
        <label className="ds-choice">
          <input type="checkbox" checked={draft.IsAvailable} onChange={(e) => form.set('IsAvailable', e.target.checked)} />
          <span>{t('admin.countries.available')}</span>
        </label>
        {errors.IsAvailable && <p className="ds-error">{errors.IsAvailable}</p>}
      </div>
      <section className="ds-card ds-stack" aria-labelledby="country-costs">
        <h2 id="country-costs">{t('admin.countries.costs')}</h2>
        {costs.length === 0 && <p className="ds-muted">{t('admin.countries.noCosts')}</p>}
        {costs.map((c, i) => (
          <fieldset key={c.CurrencyId} className={`ds-stack ${styles.currency}`}>
            <legend className="ds-label">{currencyName(c.CurrencyId)}</legend>
            <div className={`ds-grid ${layout.fields}`}>
              {COST_FIELDS.map((f) => (
                <NumericInput
                  key={f}
                  label={t(`admin.countries.${f}`, { currency: currencyName(c.CurrencyId) })}
                  value={c[f]}
                  min={0}
                  max={1000000}
                  onChange={(v) => setCost(i, f, v)}
                  error={errors[`Costs.${i}.${f}`]}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {currencies.isError ? (
          <Notice kind="warning">{t('admin.countries.currenciesError')}</Notice>
        ) : (
          <div className={`ds-row ${layout.bottomAligned}`}>
            <Select variant="dropdown" label={t('admin.countries.currency')} placeholder={t('admin.countries.chooseCurrency')} options={currencyOptions} value={currency} onChange={setCurrency} />
            <Button onClick={addCurrency} disabled={currency === null}>
              {t('admin.countries.addCurrency')}
            </Button>
          </div>
        )}
        {costsError && <p className="ds-error">{costsError}</p>}
      </section>
      <div className="ds-row ds-row--end">
        <Link className={buttonClass('secondary')} to={paths.countries.path()}>
          {t('admin.countries.cancel')}
        </Link>
        <Button variant="primary" busy={form.busy} onClick={() => void save()}>
          {t('admin.countries.save')}
        </Button>
      </div>
    </div>
  );
}
