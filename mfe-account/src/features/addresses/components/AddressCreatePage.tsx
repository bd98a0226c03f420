import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  ErrorState,
  FormErrors,
  Link,
  LoadingState,
  Notice,
  paths,
  Select,
  TextInput,
  TOAST_DURATION,
  useDraftForm,
  useParams,
  usePortal,
} from 'shared-kernel';
import type { Country } from 'shared-kernel/contract';
import { useCreateAddressMutation, useLazyCompleteAddressQuery } from '../../../api/address';
import { useListAvailableCountriesQuery } from '../../../api/country';
import { sectionOfRouteType } from './addressTypes';
import styles from './AddressCreatePage.module.css';

interface FormValues {
  Name: string;
  CountryId: string;
  ZipCode: string;
  HouseNumber: string;
  Street: string;
  City: string;
  Email: string;
  Phone: string;
}
type FieldName = keyof FormValues;

const EMPTY: FormValues = { Name: '', CountryId: '', ZipCode: '', HouseNumber: '', Street: '', City: '', Email: '', Phone: '' };
const REQUIRED: FieldName[] = ['Name', 'CountryId', 'ZipCode', 'HouseNumber', 'Street', 'City'];
/** limits of the Address contract */
const MAX: Record<FieldName, number> = { Name: 100, CountryId: 10, ZipCode: 20, HouseNumber: 20, Street: 200, City: 100, Email: 256, Phone: 30 };

/** Street autofill (spec section 5): only for the Netherlands. */
const isNetherlands = (c: Country | undefined) => c?.Iso2.toUpperCase() === 'NL';

/**
 * /customer/account/addresses/create/{invoice|delivery|other} (spec sections 2 and 4): the address
 * form, states editing, loading, then success (with a link back and a 2 s toast) or field errors
 * beside the fields and the general 'model' errors above the form. For the Netherlands the street is
 * filled from postal code and house number (on blur of the number or on a country change).
 */
export function AddressCreatePage() {
  const intl = useIntl();
  const { type: routeType } = useParams<{ type: string }>();
  const section = sectionOfRouteType(routeType);
  const { session } = usePortal();
  const customerKey = session?.customerKey ?? '';
  const countries = useListAvailableCountriesQuery();
  const [completeStreet] = useLazyCompleteAddressQuery();
  const [createAddress] = useCreateAddressMutation();
  const form = useDraftForm(EMPTY, { failureId: 'ds.state.error', successMs: TOAST_DURATION.short });
  const { draft: values, errors } = form;
  const [added, setAdded] = useState(false);
  const { setDraft } = form;

  // Default country: the Netherlands when available, else the first one.
  useEffect(() => {
    const list = countries.data;
    if (!list?.length) return;
    setDraft((v) => (v.CountryId ? v : { ...v, CountryId: String((list.find(isNetherlands) ?? list[0]).Id) }));
  }, [countries.data, setDraft]);

  if (!section) {
    return (
      <div className="ds-page ds-stack">
        <ErrorState message={intl.formatMessage({ id: 'account.addresses.unknownType' })} />
        <Link to={paths.addresses.path()}>
          <FormattedMessage id="account.addresses.backToList" />
        </Link>
      </div>
    );
  }
  const kind = section.kind.toLowerCase();

  const set = (field: FieldName, value: string) => form.set(field, value);

  const autofill = async (v: FormValues) => {
    const country = countries.data?.find((c) => String(c.Id) === v.CountryId);
    const postalCode = v.ZipCode.trim();
    const houseNr = v.HouseNumber.trim();
    if (!isNetherlands(country) || !postalCode || !houseNr) return;
    try {
      const { street } = await completeStreet({ query: { postalCode, houseNr } }, true).unwrap();
      if (street) set('Street', street);
    } catch {
      // an unknown postal code leaves the street to the user
    }
  };

  // Stays on the page: the success replaces the form, with a link back (spec section 2) and a 2 s toast.
  const save = form.submitWith(async (d) => {
    await createAddress({
      params: { id: customerKey },
      body: {
        Name: d.Name.trim(),
        CountryId: Number(d.CountryId),
        ZipCode: d.ZipCode.trim(),
        HouseNumber: d.HouseNumber.trim(),
        Street: d.Street.trim(),
        City: d.City.trim(),
        Email: d.Email.trim(),
        Phone: d.Phone.trim(),
        Type: section.type,
      },
    }).unwrap();
    setAdded(true);
    return { savedId: 'account.addresses.added' };
  });
  // client rules first: the required fields
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.busy) return;
    const missing: Partial<Record<FieldName, string>> = {};
    for (const f of REQUIRED) if (!values[f].trim()) missing[f] = intl.formatMessage({ id: 'account.addresses.form.required' });
    form.clearErrors();
    if (Object.keys(missing).length) form.setErrors(missing);
    else void save();
  };

  if (added) {
    return (
      <div className="ds-page ds-stack">
        <h1>
          <FormattedMessage id={`account.addresses.create.title.${kind}`} />
        </h1>
        <Notice kind="success" title={intl.formatMessage({ id: 'account.addresses.create.successTitle' })}>
          <p>
            <FormattedMessage id="account.addresses.create.successText" values={{ name: values.Name.trim() }} />
          </p>
        </Notice>
        <div className="ds-row">
          <Link className="ds-button ds-button--primary" to={paths.addresses.path()}>
            <FormattedMessage id="account.addresses.backToList" />
          </Link>
        </div>
      </div>
    );
  }

  const text = (field: FieldName, extra: { type?: string; autoComplete?: string; onBlur?: () => void } = {}) => (
    <TextInput
      label={intl.formatMessage({ id: `account.addresses.form.${field}` })}
      name={field}
      value={values[field]}
      maxLength={MAX[field]}
      onValueChange={(v) => set(field, v)}
      error={field === 'HouseNumber' ? (errors.HouseNumber ?? errors.Number) : errors[field]}
      aria-required={REQUIRED.includes(field) || undefined}
      disabled={form.busy}
      type={extra.type}
      autoComplete={extra.autoComplete}
      onBlur={extra.onBlur}
    />
  );

  return (
    <div className="ds-page ds-stack">
      <div>
        <Link to={paths.addresses.path()}>
          <FormattedMessage id="account.addresses.backToList" />
        </Link>
      </div>
      <h1>
        <FormattedMessage id={`account.addresses.create.title.${kind}`} />
      </h1>
      <FormErrors errors={form.general} title={intl.formatMessage({ id: 'account.addresses.create.generalErrors' })} />
      <form className={`ds-card ds-stack ${styles.form}`} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: `account.addresses.create.title.${kind}` })}>
        {text('Name', { autoComplete: 'organization' })}
        {countries.isLoading ? (
          <LoadingState label={intl.formatMessage({ id: 'account.addresses.form.countriesLoading' })} />
        ) : countries.isError ? (
          <ErrorState message={intl.formatMessage({ id: 'account.addresses.form.countriesError' })} onRetry={() => void countries.refetch()} />
        ) : (
          <Select
            variant="dropdown"
            label={intl.formatMessage({ id: 'account.addresses.form.CountryId' })}
            name="CountryId"
            options={(countries.data ?? []).map((c) => ({ value: String(c.Id), label: c.OverviewName }))}
            value={values.CountryId || null}
            placeholder={intl.formatMessage({ id: 'account.addresses.form.chooseCountry' })}
            error={errors.CountryId}
            disabled={form.busy}
            onChange={(v) => {
              const next = { ...values, CountryId: v };
              set('CountryId', v);
              void autofill(next);
            }}
          />
        )}
        <div className="ds-grid">
          {text('ZipCode', { autoComplete: 'postal-code' })}
          {text('HouseNumber', { onBlur: () => void autofill(values) })}
        </div>
        <div className="ds-grid">
          {text('Street', { autoComplete: 'address-line1' })}
          {text('City', { autoComplete: 'address-level2' })}
        </div>
        <div className="ds-grid">
          {text('Email', { type: 'email', autoComplete: 'email' })}
          {text('Phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
        <div className="ds-row ds-row--end">
          <Link className="ds-button ds-button--secondary" to={paths.addresses.path()}>
            <FormattedMessage id="account.addresses.create.cancel" />
          </Link>
          <Button type="submit" variant="primary" busy={form.busy}>
            <FormattedMessage id="account.addresses.create.save" />
          </Button>
        </div>
      </form>
    </div>
  );
}
