import type { FilterGroup } from 'shared-kernel/contract';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, MultiSelect, Select, TextInput, useDebouncedValue, type SelectOption } from 'shared-kernel';
import { useListAvailableCountriesQuery } from '../../../api/country';
import { useListPreOrderSheetsQuery } from '../../../api/preOrderSheet';
import type { RunningFilters } from '../hooks/useRunningFilters';
import { STATE_VALUES } from './PreOrderStateText';
import styles from './RunningFiltersPanel.module.css';

/** Spec section 9: overview search boxes settle for 800 ms. */
export const CUSTOMER_FILTER_DEBOUNCE_MS = 800;
/** all sheets, for the collection choices (a sheet is one brand's collection) */
const ALL_SHEETS = { query: { Page: 1, PageSize: 500 } };

interface Props {
  filters: RunningFilters;
  /** the Filters of the last answer: the Brands group with counts */
  groups: FilterGroup[] | undefined;
  onChange: (patch: Partial<RunningFilters>) => void;
}

/** The filters of the running negotiations: brands, collections, customer, country, states and three switches. */
export function RunningFiltersPanel({ filters, groups, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countries = useListAvailableCountriesQuery();
  const sheets = useListPreOrderSheetsQuery(ALL_SHEETS);

  // The customer box writes to the URL once typing settles.
  const [customer, setCustomer] = useState(filters.customer);
  const settled = useDebouncedValue(customer, CUSTOMER_FILTER_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== filters.customer) onChange({ customer: settled });
    // only a settled change of the box writes the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const brandOptions: SelectOption[] = (groups?.find((g) => g.Name === 'Brands')?.Items ?? []).map((i) => ({ value: i.Value, label: `${i.DisplayValue} (${i.Count})` }));
  // keep selected brands choosable while the answer is loading
  for (const b of filters.brands) if (!brandOptions.some((o) => o.value === b)) brandOptions.push({ value: b, label: b });

  const collectionOptions = useMemo(() => {
    const seen = new Map<string, SelectOption>();
    for (const s of sheets.data?.Items ?? []) {
      if (filters.brands.length && !filters.brands.includes(s.Brand.Code)) continue;
      const value = String(s.Collection.Id);
      if (!seen.has(value)) seen.set(value, { value, label: `${s.Brand.Name} · ${s.Collection.Name}` });
    }
    for (const c of filters.collections) if (!seen.has(c)) seen.set(c, { value: c, label: c });
    return [...seen.values()];
  }, [sheets.data, filters.brands, filters.collections]);

  const countryOptions: SelectOption[] = [
    { value: '', label: t('preorders.overview.filters.allCountries') },
    ...(countries.data ?? []).map((c) => ({ value: c.Iso2, label: c.OverviewName })),
  ];
  const stateOptions: SelectOption[] = STATE_VALUES.map((s) => ({ value: String(s), label: t(`preorders.overview.state.${s}`) }));

  const switchBox = (key: 'hasNewMessages' | 'myCustomersOnly' | 'mySheetsOnly') => (
    <label className="ds-choice">
      <input type="checkbox" checked={filters[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />
      <span>
        <FormattedMessage id={`preorders.overview.filters.${key}`} />
      </span>
    </label>
  );

  const active = filters.brands.length + filters.collections.length + filters.states.length > 0 || !!filters.customer || !!filters.country || filters.hasNewMessages || !filters.myCustomersOnly || filters.mySheetsOnly;

  return (
    <section className="ds-card ds-stack" aria-label={t('preorders.overview.filters.title')}>
      <div className="ds-row ds-row--between">
        <h3 className={styles.flush}>
          <FormattedMessage id="preorders.overview.filters.title" />
        </h3>
        {active && (
          <Button
            variant="link"
            onClick={() => {
              setCustomer('');
              onChange({ brands: [], collections: [], customer: '', country: '', states: [], hasNewMessages: false, myCustomersOnly: true, mySheetsOnly: false });
            }}
          >
            <FormattedMessage id="preorders.overview.filters.reset" />
          </Button>
        )}
      </div>
      <div className={`ds-grid ${styles.filters}`}>
        <TextInput label={t('preorders.overview.filters.customer')} value={customer} maxLength={200} onValueChange={setCustomer} type="search" />
        <Select label={t('preorders.overview.filters.country')} variant="dropdown" options={countryOptions} value={filters.country} onChange={(country) => onChange({ country })} />
        <MultiSelect label={t('preorders.overview.filters.brands')} options={brandOptions} values={filters.brands} onChange={(brands) => onChange({ brands })} />
        <MultiSelect label={t('preorders.overview.filters.collections')} options={collectionOptions} values={filters.collections} onChange={(collections) => onChange({ collections })} />
        <MultiSelect label={t('preorders.overview.filters.states')} options={stateOptions} values={filters.states} onChange={(states) => onChange({ states })} />
        <div className="ds-stack ds-stack--tight">
          {switchBox('hasNewMessages')}
          {switchBox('myCustomersOnly')}
          {switchBox('mySheetsOnly')}
        </div>
      </div>
    </section>
  );
}
