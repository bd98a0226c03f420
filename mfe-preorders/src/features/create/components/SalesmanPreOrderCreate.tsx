import type { CustomerHit, PreOrderCreate, PreOrderSheet } from 'shared-kernel/contract';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Combobox,
  formatDate,
  FormErrors,
  Link,
  MultiSelect,
  Notice,
  NumericInput,
  paths,
  roleFlags,
  Select,
  type SelectOption,
  TextInput,
  useDebouncedValue,
  useDraftForm,
  usePortal,
  useSearchParams,
} from 'shared-kernel';
import { useListDeliveryAddressesQuery } from '../../../api/address';
import { useCustomerAutocompleteQuery, useGetCustomerQuery, useListCustomerUsersQuery } from '../../../api/customer';
import { useCreatePreOrderMutation, useGetPreOrderQuery } from '../../../api/preOrder';
import { useListPreOrderSheetsQuery } from '../../../api/preOrderSheet';
import { AddUserDialog } from './AddUserDialog';
import styles from './SalesmanPreOrderCreate.module.css';

/** Spec section 9: internal reference 20, order reference 60. */
export const INTERNAL_REFERENCE_MAX = 20;
export const ORDER_REFERENCE_MAX = 60;
/** Spec sections 5 and 9: customer search in forms after more than 2 characters, 300 ms debounce. */
export const CUSTOMER_SEARCH_MIN_CHARS = 3;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
/** the open sheets a pre-order can be created on (the list call allows up to 500) */
const OPEN_SHEETS = { query: { Page: 1, PageSize: 500, State: '0' } };

type FieldName = 'CustomerKey' | 'SheetId' | 'InternalCustomerReference' | 'OrderReference' | 'Users' | 'PreOrderDiscount' | 'Address';
const FIELDS: FieldName[] = ['CustomerKey', 'SheetId', 'InternalCustomerReference', 'OrderReference', 'Users', 'PreOrderDiscount', 'Address'];

/** a ModelState key (prefix already stripped: 'Users.0', 'sheetId') to the form field it belongs to */
function fieldOf(key: string): FieldName | null {
  const head = key.split(/[.[]/)[0].toLowerCase();
  return FIELDS.find((f) => f.toLowerCase() === head) ?? null;
}

/** the form's draft; the customer carries its label once known (null: shown when the customer call answers) */
interface Draft {
  customer: { key: string; label: string | null } | null;
  sheetId: number | null;
  internalRef: string;
  orderRef: string;
  users: string[];
  forecasts: boolean;
  discount: number;
  address: number | null;
}
type Update<T> = T | ((old: T) => T);

/** the field errors of a failed post on the form's fields ('Users.0' on Users), and those of no field */
function placeErrors(errors: Record<string, string>) {
  const fields: Partial<Record<FieldName, string>> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const f = fieldOf(key);
    if (f && !fields[f]) fields[f] = message;
    else if (!f) rest.push(message);
  }
  return { fields, rest };
}

const customerLabel = (name: string, altKey: string) => `${name} (${altKey})`;
const sheetLabel = (s: PreOrderSheet) => `${s.Brand.Name} · ${s.Name} (${formatDate(s.Deadline)}, max. ${s.MaximumDiscount}%)`;

/**
 * /salesman/pre-orders/create (optional query customerKey, id of a forecasted pre-order to start
 * from, sheetId): the header of a new pre-order; Next posts it (with ForecastId when started from a
 * forecast, which then leaves the forecasted list) and opens its edit page.
 *
 * While an admin or salesman impersonates a customer (the New pre-order button of the customer's
 * overview; the shell lets an impersonated session in here only), the customer is the impersonated one
 * and cannot be changed, the links lead back to the customer's overview and the new pre-order opens in
 * the customer's edit page, where the impersonating user fills it in. mock-api accepts the calls from an
 * impersonating admin or salesman, for that customer only.
 */
export function SalesmanPreOrderCreate() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { session } = usePortal();
  const impersonating = roleFlags(session).impersonated;
  const overview = impersonating ? paths.customerPreOrders.path() : paths.salesmanPreOrders.path();
  const [params] = useSearchParams();
  const sourceId = Number(params.get('id')) || null;
  const querySheetId = Number(params.get('sheetId')) || null;

  const initialKey = impersonating ? (session?.customerKey ?? '') : params.get('customerKey');
  const form = useDraftForm<Draft>(
    { customer: initialKey ? { key: initialKey, label: null } : null, sheetId: querySheetId, internalRef: '', orderRef: '', users: [], forecasts: false, discount: 0, address: null },
    // a failure without ModelState shows above the form, as the create page always did
    { failureId: 'preorders.create.failed', failureIn: 'general' },
  );
  const { customer, sheetId, internalRef, orderRef, users, forecasts, discount, address } = form.draft;
  const { setDraft } = form;
  const setter =
    <K extends keyof Draft>(key: K) =>
    (value: Update<Draft[K]>) =>
      setDraft((d) => ({ ...d, [key]: typeof value === 'function' ? (value as (old: Draft[K]) => Draft[K])(d[key]) : value }));
  const setCustomer = setter('customer');
  const setSheetId = setter('sheetId');
  const setInternalRef = setter('internalRef');
  const setOrderRef = setter('orderRef');
  const setUsers = setter('users');
  const setForecasts = setter('forecasts');
  const setDiscount = setter('discount');
  const setAddress = setter('address');
  const placed = placeErrors(form.errors);
  const errors = placed.fields;
  const general = [...form.general, ...placed.rest];
  const clearFieldErrors = (...keys: FieldName[]) => form.setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(fieldOf(k) as FieldName))));
  const [customerText, setCustomerText] = useState('');
  const [clampedTo, setClampedTo] = useState<number | null>(null);
  const [addUserOpen, setAddUserOpen] = useState(false);

  const sheets = useListPreOrderSheetsQuery(OPEN_SHEETS);
  const source = useGetPreOrderQuery({ params: { id: sourceId ?? 0 } }, { skip: sourceId === null });
  const customerKey = customer?.key ?? null;
  const customerInfo = useGetCustomerQuery({ params: { id: customerKey ?? '' } }, { skip: !customerKey || customer?.label !== null });
  const customerUsers = useListCustomerUsersQuery({ params: { id: customerKey ?? '' } }, { skip: !customerKey });
  const addresses = useListDeliveryAddressesQuery({ params: { id: customerKey ?? '' } }, { skip: !customerKey });
  const settledText = useDebouncedValue(customerText.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const searching = settledText.length >= CUSTOMER_SEARCH_MIN_CHARS && !customer;
  const hits = useCustomerAutocompleteQuery({ query: { search: settledText } }, { skip: !searching });
  const [createPreOrder] = useCreatePreOrderMutation();

  // The name of a customer given by key (query customerKey) once it is known.
  if (customer && customer.label === null && customerInfo.data) {
    const label = customerLabel(customerInfo.data.Name, customerInfo.data.AltKey);
    setCustomer({ key: customer.key, label });
    setCustomerText(label);
  }

  // A forecasted pre-order (query id) fills the form once.
  const prefilled = useRef(false);
  useEffect(() => {
    const p = source.data;
    if (!p || prefilled.current) return;
    prefilled.current = true;
    setDraft((d) => ({
      customer: d.customer ?? { key: p.CustomerKey, label: null },
      sheetId: d.sheetId ?? p.SheetId,
      internalRef: p.InternalCustomerReference.slice(0, INTERNAL_REFERENCE_MAX),
      orderRef: p.OrderReference.slice(0, ORDER_REFERENCE_MAX),
      users: p.Users,
      forecasts: p.ForecastsAndHistoryVisible,
      discount: p.PreOrderDiscount,
      address: p.Address,
    }));
  }, [source.data, setDraft]);

  const today = new Date().toISOString().slice(0, 10);
  const openSheets = useMemo(() => (sheets.data?.Items ?? []).filter((s) => s.State === 0 && s.Deadline.slice(0, 10) >= today), [sheets.data, today]);
  const sheet = openSheets.find((s) => s.Id === sheetId) ?? null;
  const maxDiscount = sheet ? sheet.MaximumDiscount : 100;

  // Spec section 5: the discount is at most the chosen sheet's maximum (clamped on a lower-max sheet).
  if (discount > maxDiscount) {
    setDiscount(maxDiscount);
    setClampedTo(maxDiscount);
  }

  // The first delivery address is the default once the customer's addresses are known.
  const addressList = addresses.data;
  if (addressList && addressList.length > 0 && address === null && !addresses.isFetching && !errors.Address) {
    setAddress(addressList[0].Id);
  }

  const chooseCustomer = (hit: CustomerHit) => {
    const label = customerLabel(hit.Name, hit.AltKey);
    setCustomer({ key: hit.Key, label });
    setCustomerText(label);
    setUsers([]);
    setAddress(null);
    clearFieldErrors('CustomerKey', 'Users', 'Address');
  };
  const typeCustomer = (text: string) => {
    setCustomerText(text);
    if (customer) {
      setCustomer(null);
      setUsers([]);
      setAddress(null);
    }
  };
  const chooseSheet = (value: string) => {
    setSheetId(Number(value));
    setClampedTo(null);
    clearFieldErrors('SheetId', 'PreOrderDiscount');
  };

  const save = form.submitWith(async () => {
    if (!customer || !sheetId) return;
    const body: PreOrderCreate = {
      CustomerKey: customer.key,
      SheetId: sheetId,
      InternalCustomerReference: internalRef,
      OrderReference: orderRef,
      Users: users,
      PreOrderDiscount: Math.min(discount, maxDiscount),
      Address: address,
      ForecastsAndHistoryVisible: forecasts,
      // opened from a forecast (query id): the server turns that forecast into this pre-order
      ...(sourceId !== null ? { ForecastId: sourceId } : {}),
    };
    const id = await createPreOrder({ body }).unwrap();
    return { savedId: 'preorders.create.created', to: impersonating ? paths.customerPreOrderEdit.path({ id }) : paths.salesmanPreOrderEdit.path({ id }) };
  });
  /** client rules first (a customer and a sheet); then the post, whose ModelState shows on the fields */
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Partial<Record<FieldName, string>> = {};
    if (!customer) local.CustomerKey = t('preorders.create.customerRequired');
    if (!sheetId) local.SheetId = t('preorders.create.sheetRequired');
    if (Object.keys(local).length) {
      form.clearErrors();
      form.setErrors(local as Record<string, string>);
      return;
    }
    void save();
  };

  const sheetOptions: SelectOption[] = openSheets.map((s) => ({ value: String(s.Id), label: sheetLabel(s) }));
  const userOptions: SelectOption[] = (customerUsers.data ?? []).map((u) => ({ value: u.Email, label: `${u.FirstName} ${u.LastName} <${u.Email}>` }));
  for (const email of users) if (!userOptions.some((o) => o.value === email)) userOptions.push({ value: email, label: email });
  const addressOptions: SelectOption[] = (addressList ?? []).map((a) => ({ value: String(a.Id), label: `${a.Name}, ${a.Street} ${a.HouseNumber}, ${a.ZipCode} ${a.City} (${a.CountryName})` }));

  return (
    <div className="ds-page ds-stack">
      <nav>
        <Link to={overview}>
          <FormattedMessage id="preorders.create.back" />
        </Link>
      </nav>
      <h1>
        <FormattedMessage id="preorders.create.title" />
      </h1>
      {sourceId !== null && source.data && (
        <Notice kind="info">
          <FormattedMessage id="preorders.create.fromForecast" values={{ customer: source.data.Customer, collection: source.data.Collection.Name }} />
        </Notice>
      )}
      {sourceId !== null && source.isError && (
        <Notice kind="warning">
          <FormattedMessage id="preorders.create.forecastError" />
        </Notice>
      )}
      <form className={`ds-card ds-stack ${styles.form}`} onSubmit={submit} noValidate aria-label={t('preorders.create.title')}>
        <FormErrors errors={general} title={t('preorders.create.errorsTitle')} />

        <div className="ds-stack ds-stack--tight">
          {impersonating ? (
            <TextInput label={t('preorders.create.customer')} value={customer?.label ?? session?.customerName ?? ''} readOnly hint={t('preorders.create.customerImpersonated')} />
          ) : (
            <Combobox<CustomerHit>
              label={t('preorders.create.customer')}
              value={customerText}
              onValueChange={typeCustomer}
              items={searching ? (hits.data ?? []) : []}
              itemKey={(h) => h.Key}
              renderItem={(h) => (
                <span>
                  {h.Name} <span className="ds-muted">({h.AltKey}, {h.City})</span>
                </span>
              )}
              onSelect={chooseCustomer}
              enabled={searching}
              status={searching && hits.isFetching ? t('preorders.create.searching') : searching && hits.data?.length === 0 ? t('preorders.create.noCustomers') : undefined}
              placeholder={t('preorders.create.customerPlaceholder')}
            />
          )}
          {errors.CustomerKey && (
            <span className="ds-error" role="alert">
              {errors.CustomerKey}
            </span>
          )}
          {customer?.key && customerInfo.isError && <span className="ds-error">{t('preorders.create.customerNotFound')}</span>}
        </div>

        {sheets.isError ? (
          <Notice kind="error">
            <FormattedMessage id="preorders.create.sheetsError" />{' '}
            <Button variant="link" onClick={() => void sheets.refetch()}>
              <FormattedMessage id="preorders.create.retry" />
            </Button>
          </Notice>
        ) : (
          <Select
            label={t('preorders.create.sheet')}
            variant="dropdown"
            options={sheetOptions}
            value={sheetId !== null && sheetOptions.some((o) => o.value === String(sheetId)) ? String(sheetId) : null}
            placeholder={sheets.isLoading ? t('preorders.create.loading') : t('preorders.create.sheetPlaceholder')}
            onChange={chooseSheet}
            error={errors.SheetId}
            hint={!sheets.isLoading && sheetOptions.length === 0 ? t('preorders.create.noSheets') : undefined}
          />
        )}

        <div className={`ds-grid ${styles.references}`}>
          <TextInput
            label={t('preorders.create.internalReference')}
            value={internalRef}
            maxLength={INTERNAL_REFERENCE_MAX}
            onValueChange={setInternalRef}
            error={errors.InternalCustomerReference}
            hint={t('preorders.create.maxChars', { max: INTERNAL_REFERENCE_MAX })}
          />
          <TextInput
            label={t('preorders.create.orderReference')}
            value={orderRef}
            maxLength={ORDER_REFERENCE_MAX}
            onValueChange={setOrderRef}
            error={errors.OrderReference}
            hint={t('preorders.create.maxChars', { max: ORDER_REFERENCE_MAX })}
          />
        </div>

        <div className="ds-stack ds-stack--tight">
          {customer ? (
            customerUsers.isError ? (
              <Notice kind="error">
                <FormattedMessage id="preorders.create.usersError" />
              </Notice>
            ) : (
              <MultiSelect label={t('preorders.create.users')} options={userOptions} values={users} onChange={setUsers} error={errors.Users} />
            )
          ) : (
            <p className="ds-muted">
              <FormattedMessage id="preorders.create.chooseCustomerFirst" />
            </p>
          )}
          {customer && customerUsers.data?.length === 0 && (
            <p className="ds-muted">
              <FormattedMessage id="preorders.create.noUsers" />
            </p>
          )}
          <div>
            <Button size="sm" onClick={() => setAddUserOpen(true)} disabled={!customer}>
              <FormattedMessage id="preorders.create.addUserButton" />
            </Button>
          </div>
        </div>

        <label className="ds-choice">
          <input type="checkbox" role="switch" checked={forecasts} onChange={(e) => setForecasts(e.target.checked)} />
          <span>
            <FormattedMessage id="preorders.create.forecasts" />
          </span>
        </label>

        <NumericInput
          label={t('preorders.create.discount')}
          value={discount}
          min={0}
          max={maxDiscount}
          onChange={(v) => {
            setDiscount(v ?? 0);
            setClampedTo(null);
          }}
          error={errors.PreOrderDiscount}
          hint={clampedTo !== null ? t('preorders.create.discountClamped', { max: clampedTo }) : t('preorders.create.discountHint', { max: maxDiscount })}
          className={styles.discountInput}
        />

        {customer ? (
          addresses.isError ? (
            <Notice kind="error">
              <FormattedMessage id="preorders.create.addressesError" />
            </Notice>
          ) : (
            <Select
              label={t('preorders.create.address')}
              variant="dropdown"
              options={addressOptions}
              value={address !== null ? String(address) : null}
              placeholder={addresses.isFetching ? t('preorders.create.loading') : t('preorders.create.addressPlaceholder')}
              onChange={(v) => setAddress(Number(v))}
              error={errors.Address}
              hint={addressList && addressList.length === 0 ? t('preorders.create.noAddresses') : undefined}
            />
          )
        ) : null}

        <div className="ds-row ds-row--end">
          <Link className="ds-button ds-button--secondary" to={overview}>
            <FormattedMessage id="preorders.create.cancel" />
          </Link>
          <Button variant="primary" type="submit" busy={form.busy} disabled={form.busy}>
            <FormattedMessage id="preorders.create.next" />
          </Button>
        </div>
      </form>

      {customer && (
        <AddUserDialog
          open={addUserOpen}
          onOpenChange={setAddUserOpen}
          customerKey={customer.key}
          customerName={customer.label ?? customer.key}
          onAdded={(email) => {
            setUsers((u) => (u.includes(email) ? u : [...u, email]));
            void customerUsers.refetch();
          }}
        />
      )}
    </div>
  );
}
