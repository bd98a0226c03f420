import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  ErrorState,
  FormErrors,
  isPortalError,
  Link,
  LoadingState,
  Notice,
  paths,
  Select,
  TextInput,
  toast,
  TOAST_DURATION,
  toastPortalError,
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
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [state, setState] = useState<'editing' | 'loading' | 'success'>('editing');

  // Default country: the Netherlands when available, else the first one.
  useEffect(() => {
    const list = countries.data;
    if (!list?.length) return;
    setValues((v) => (v.CountryId ? v : { ...v, CountryId: String((list.find(isNetherlands) ?? list[0]).Id) }));
  }, [countries.data]);

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

  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'loading') return;
    const missing: Partial<Record<FieldName, string>> = {};
    for (const f of REQUIRED) if (!values[f].trim()) missing[f] = intl.formatMessage({ id: 'account.addresses.form.required' });
    setGeneral([]);
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setErrors({});
    setState('loading');
    try {
      await createAddress({
        params: { id: customerKey },
        body: {
          Name: values.Name.trim(),
          CountryId: Number(values.CountryId),
          ZipCode: values.ZipCode.trim(),
          HouseNumber: values.HouseNumber.trim(),
          Street: values.Street.trim(),
          City: values.City.trim(),
          Email: values.Email.trim(),
          Phone: values.Phone.trim(),
          Type: section.type,
        },
      }).unwrap();
      setState('success');
      toast('success', intl.formatMessage({ id: 'account.addresses.added' }), TOAST_DURATION.short);
    } catch (err) {
      setState('editing');
      if (isPortalError(err) && (Object.keys(err.fieldErrors).length || err.generalErrors.length)) {
        const f = err.fieldErrors;
        setErrors({
          Name: f.Name,
          CountryId: f.CountryId,
          ZipCode: f.ZipCode,
          HouseNumber: f.HouseNumber ?? f.Number,
          Street: f.Street,
          City: f.City,
          Email: f.Email,
          Phone: f.Phone,
        });
        setGeneral(err.generalErrors);
        err.toastErrors.forEach((t) => toast('error', t, TOAST_DURATION.long));
      } else {
        toastPortalError(err, intl.formatMessage({ id: 'ds.state.error' }), TOAST_DURATION.long);
      }
    }
  };

  if (state === 'success') {
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
      error={errors[field]}
      aria-required={REQUIRED.includes(field) || undefined}
      disabled={state === 'loading'}
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
      <FormErrors errors={general} title={intl.formatMessage({ id: 'account.addresses.create.generalErrors' })} />
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
            disabled={state === 'loading'}
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
          <Button type="submit" variant="primary" busy={state === 'loading'}>
            <FormattedMessage id="account.addresses.create.save" />
          </Button>
        </div>
      </form>
    </div>
  );
}
