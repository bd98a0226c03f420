import type { Country } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { Select, TextInput } from 'shared-kernel';
import { useLazyCompleteAddressQuery } from '../../../api/address';
import type { DropshipmentAddress } from '../../../lib/dropshipmentAddress';
import styles from './DropshipmentForm.module.css';

export interface DropshipmentFormProps {
  value: DropshipmentAddress;
  onChange: (next: DropshipmentAddress) => void;
  countries: Country[];
}

type TextField = 'Name' | 'ZipCode' | 'HouseNumber' | 'Street' | 'City' | 'Email' | 'Phone';

/** field, message id, max length (contract DropshipmentAddressSchema), input type, autocomplete */
const FIELDS: [TextField, string, number, string, string][] = [
  ['Name', 'basket.overview.address.name', 100, 'text', 'name'],
  ['ZipCode', 'basket.overview.address.zipCode', 20, 'text', 'postal-code'],
  ['HouseNumber', 'basket.overview.address.houseNumber', 20, 'text', 'off'],
  ['Street', 'basket.overview.address.street', 200, 'text', 'address-line1'],
  ['City', 'basket.overview.address.city', 100, 'text', 'address-level2'],
  ['Email', 'basket.overview.address.email', 256, 'email', 'email'],
  ['Phone', 'basket.overview.address.phone', 30, 'tel', 'tel'],
];

/**
 * The dropshipment address (spec section 3). Street autofill (spec section 5): only for country NL
 * with postal code and house number filled, on leaving either field or on a country change.
 */
export function DropshipmentForm({ value, onChange, countries }: DropshipmentFormProps) {
  const intl = useIntl();
  const [complete] = useLazyCompleteAddressQuery();

  const autofill = (a: DropshipmentAddress) => {
    const iso2 = countries.find((c) => c.Id === a.CountryId)?.Iso2;
    const postalCode = a.ZipCode.trim();
    const houseNr = a.HouseNumber.trim();
    if (iso2?.toUpperCase() !== 'NL' || !postalCode || !houseNr) return;
    complete({ query: { postalCode, houseNr } }, true)
      .unwrap()
      .then((r) => {
        if (r?.street) onChange({ ...a, Street: r.street });
      })
      .catch(() => undefined); // unknown postal code: the user types the street
  };

  const set = (field: TextField, v: string) => onChange({ ...value, [field]: v });
  const chooseCountry = (id: string) => {
    const country = countries.find((c) => String(c.Id) === id);
    const next = { ...value, CountryId: country?.Id ?? 0, CountryName: country?.OverviewName ?? '' };
    onChange(next);
    autofill(next);
  };

  const input = ([field, id, max, type, autoComplete]: (typeof FIELDS)[number]) => (
    <TextInput
      key={field}
      label={intl.formatMessage({ id })}
      name={field}
      type={type}
      autoComplete={autoComplete}
      maxLength={max}
      value={value[field]}
      onValueChange={(v) => set(field, v)}
      onBlur={field === 'ZipCode' || field === 'HouseNumber' ? () => autofill(value) : undefined}
    />
  );

  return (
    <fieldset className={`ds-stack ds-stack--tight ${styles.fieldset}`}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'basket.overview.address.title' })}</legend>
      {input(FIELDS[0])}
      <Select
        label={intl.formatMessage({ id: 'basket.overview.address.country' })}
        variant="dropdown"
        placeholder={intl.formatMessage({ id: 'basket.overview.address.chooseCountry' })}
        options={countries.map((c) => ({ value: String(c.Id), label: c.OverviewName }))}
        value={value.CountryId ? String(value.CountryId) : null}
        onChange={chooseCountry}
      />
      <div className={styles.pair}>
        <div className={styles.zipCode}>{input(FIELDS[1])}</div>
        <div className={styles.houseNumber}>{input(FIELDS[2])}</div>
      </div>
      {FIELDS.slice(3).map(input)}
    </fieldset>
  );
}
