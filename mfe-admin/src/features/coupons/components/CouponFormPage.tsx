import type { Coupon } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OpArgs } from 'shared-kernel/operations';
import { buttonClass, Button, FormErrors, fromDateInput, Link, Notice, NumericInput, paths, Select, TextInput, toDateInput, useDraftForm } from 'shared-kernel';
import { useCreateCouponMutation, useGetCouponQuery, useUpdateCouponMutation } from '../../../api/coupon';
import { useListCurrenciesQuery } from '../../../api/currency';
import { EditFormPage } from '../../../components/EditFormPage';
import layout from '../../../components/formLayout.module.css';

/** Spec section 9: coupon types 0 fixed, 1 percentage, 2 free shipping. */
export const COUPON_TYPE_VALUES = [0, 1, 2];
const FREE_SHIPPING = 2;
const PERCENTAGE = 1;

interface Draft {
  Code: string;
  Type: number;
  From: string;
  To: string;
  Values: { CurrencyId: number; Value: number | null }[];
}

const emptyDraft: Draft = { Code: '', Type: 0, From: '', To: '', Values: [] };
const toDraft = (c: Coupon): Draft => ({ Code: c.Code, Type: c.Type, From: toDateInput(c.From), To: toDateInput(c.To), Values: c.Type === FREE_SHIPPING ? [] : c.Values });

const useCoupon = (id: number, options: { skip: boolean }) => useGetCouponQuery({ params: { id } }, options);

/** /admin/coupons/create and /admin/coupons/edit/:id */
export function CouponFormPage() {
  return <EditFormPage useRecord={useCoupon} loadErrorId="admin.coupons.loadOneError" toDraft={toDraft} emptyDraft={emptyDraft} Form={CouponForm} />;
}

function CouponForm({ id, initial }: { id: number; initial: Draft }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { draft, setDraft, set, errors, general, submitWith } = useDraftForm(initial, 'admin.coupons.saveError');
  const [currency, setCurrency] = useState<string | null>(null);
  const currencies = useListCurrenciesQuery();
  const [create, { isLoading: creating }] = useCreateCouponMutation();
  const [update, { isLoading: updating }] = useUpdateCouponMutation();
  const saving = creating || updating;
  const freeShipping = draft.Type === FREE_SHIPPING;
  const used = new Set(draft.Values.map((v) => v.CurrencyId));
  const currencyName = (cid: number) => {
    const c = currencies.data?.find((x) => x.Id === cid);
    return c ? `${c.Code} (${c.Symbol})` : String(cid);
  };

  // spec section 4: free shipping clears and hides the amounts
  const setType = (value: string) => setDraft((d) => ({ ...d, Type: Number(value), Values: Number(value) === FREE_SHIPPING ? [] : d.Values }));

  const addValue = () => {
    if (currency === null) return; // spec section 5: currency-based values need a chosen currency
    set('Values', [...draft.Values, { CurrencyId: Number(currency), Value: 0 }]);
    setCurrency(null);
  };

  const submit = submitWith(async () => {
    // an empty date goes as null: the server answers it with its ModelState on the field (spec section 4)
    const body = {
      Id: id,
      Code: draft.Code.trim(),
      Type: draft.Type,
      From: fromDateInput(draft.From),
      To: fromDateInput(draft.To, true),
      Values: freeShipping ? [] : draft.Values.map((v) => ({ CurrencyId: v.CurrencyId, Value: v.Value ?? 0 })),
    } as unknown as OpArgs<'createCoupon'>['body'];
    await (id ? update({ params: { id }, body }) : create({ body })).unwrap();
    return { savedId: 'admin.coupons.saved', to: paths.coupons.path() };
  });

  const valuesError = errors.Values ?? Object.entries(errors).find(([k]) => k.startsWith('Values.'))?.[1];
  const currencyOptions = (currencies.data ?? []).map((c) => ({ value: String(c.Id), label: `${c.Code} (${c.Symbol}) ${c.Name}`, disabled: used.has(c.Id) }));

  return (
    <div className="ds-page ds-stack">
      <h1>{t(id ? 'admin.coupons.editHeading' : 'admin.coupons.createHeading')}</h1>
      <FormErrors errors={general} />
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className="ds-card ds-stack">
          <TextInput label={t('admin.coupons.code')} value={draft.Code} maxLength={50} onValueChange={(v) => set('Code', v)} error={errors.Code} required autoComplete="off" />
          <Select
            label={t('admin.coupons.type')}
            options={COUPON_TYPE_VALUES.map((v) => ({ value: String(v), label: t(`admin.coupons.type.${v}`) }))}
            value={String(draft.Type)}
            onChange={setType}
            error={errors.Type}
          />
          <div className={`ds-grid ${layout.fields}`}>
            <TextInput type="date" label={t('admin.coupons.from')} value={draft.From} onValueChange={(v) => set('From', v)} error={errors.From} />
            <TextInput type="date" label={t('admin.coupons.to')} value={draft.To} onValueChange={(v) => set('To', v)} error={errors.To} />
          </div>
        </div>
        {freeShipping ? (
          <Notice kind="info">{t('admin.coupons.freeShippingNote')}</Notice>
        ) : (
          <section className="ds-card ds-stack" aria-labelledby="coupon-values-heading">
            <h2 id="coupon-values-heading">{t('admin.coupons.values')}</h2>
            {draft.Values.length === 0 && <p className="ds-muted">{t('admin.coupons.noValues')}</p>}
            {draft.Values.map((v, i) => (
              <div key={v.CurrencyId} className={`ds-row ${layout.bottomAligned}`}>
                <NumericInput
                  label={t(draft.Type === PERCENTAGE ? 'admin.coupons.percentageIn' : 'admin.coupons.amountIn', { currency: currencyName(v.CurrencyId) })}
                  value={v.Value}
                  min={0}
                  max={draft.Type === PERCENTAGE ? 100 : 1000000}
                  integer={draft.Type === PERCENTAGE}
                  onChange={(value) => set('Values', draft.Values.map((x, j) => (j === i ? { ...x, Value: value } : x)))}
                  error={errors[`Values.${i}.Value`]}
                />
                <Button size="sm" variant="danger" aria-label={t('admin.coupons.removeValue', { currency: currencyName(v.CurrencyId) })} onClick={() => set('Values', draft.Values.filter((_, j) => j !== i))}>
                  {t('admin.coupons.remove')}
                </Button>
              </div>
            ))}
            {currencies.isError ? (
              <Notice kind="warning">{t('admin.coupons.currenciesError')}</Notice>
            ) : (
              <div className={`ds-row ${layout.bottomAligned}`}>
                <Select variant="dropdown" label={t('admin.coupons.currency')} placeholder={t('admin.coupons.chooseCurrency')} options={currencyOptions} value={currency} onChange={setCurrency} />
                <Button onClick={addValue} disabled={currency === null}>
                  {t('admin.coupons.addValue')}
                </Button>
              </div>
            )}
            {valuesError && <p className="ds-error">{valuesError}</p>}
          </section>
        )}
        <div className="ds-row ds-row--end">
          <Link className={buttonClass('secondary')} to={paths.coupons.path()}>
            {t('admin.coupons.cancel')}
          </Link>
          <Button type="submit" variant="primary" busy={saving}>
            {t('admin.coupons.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
