import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, NumericInput, TextInput, toast, TOAST_DURATION } from 'shared-kernel';
import type { Customer, CustomerUpdate } from 'shared-kernel/contract';
import { useUpdateCustomerMutation } from '../../../api/customer';
import { reportSaveFailure } from './formErrors';
import styles from './CompanySection.module.css';

type Form = Omit<CustomerUpdate, 'Key' | 'EmailInvoice' | 'Url' | 'WebshopUrl' | 'PointOfSaleSystem' | 'FacebookFollowers' | 'InstagramFollowers'> & {
  EmailInvoice: string;
  Url: string;
  WebshopUrl: string;
  PointOfSaleSystem: string;
  FacebookFollowers: number | null;
  InstagramFollowers: number | null;
};

function toForm(c: Customer): Form {
  return {
    CommercialName: c.CommercialName,
    Street: c.Street,
    Zipcode: c.Zipcode,
    City: c.City,
    Phone: c.Phone,
    Email: c.Email,
    UseEmailInvoiceTemplate: c.UseEmailInvoiceTemplate,
    EmailInvoice: c.EmailInvoice ?? '',
    FacebookFollowers: c.FacebookFollowers,
    InstagramFollowers: c.InstagramFollowers,
    Url: c.Url ?? '',
    WebshopUrl: c.WebshopUrl ?? '',
    PointOfSaleSystem: c.PointOfSaleSystem ?? '',
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * Company and extra data of the customer (Klant only): name, customer number and country are read
 * only; the rest is saved with PUT customer/ (each section's button saves both, as one record).
 */
export function CompanySection({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const [form, setForm] = useState<Form>(() => toForm(customer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<'company' | 'extra' | null>(null);
  const [update] = useUpdateCustomerMutation();
  const t = (id: string) => intl.formatMessage({ id: `account.accountEdit.company.${id}` });
  const text = (field: 'CommercialName' | 'Street' | 'Zipcode' | 'City' | 'Phone' | 'Email' | 'EmailInvoice' | 'Url' | 'WebshopUrl' | 'PointOfSaleSystem') => ({
    value: form[field],
    onValueChange: (v: string) => setForm((f) => ({ ...f, [field]: v })),
    error: errors[field],
  });

  const save = (section: 'company' | 'extra') => async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setSaving(section);
    try {
      await update({
        body: {
          Key: customer.Key,
          CommercialName: form.CommercialName.trim(),
          Street: form.Street.trim(),
          Zipcode: form.Zipcode.trim(),
          City: form.City.trim(),
          Phone: form.Phone.trim(),
          Email: form.Email.trim(),
          UseEmailInvoiceTemplate: form.UseEmailInvoiceTemplate,
          EmailInvoice: orNull(form.EmailInvoice),
          FacebookFollowers: form.FacebookFollowers ?? 0,
          InstagramFollowers: form.InstagramFollowers ?? 0,
          Url: orNull(form.Url),
          WebshopUrl: orNull(form.WebshopUrl),
          PointOfSaleSystem: orNull(form.PointOfSaleSystem),
          },
      }).unwrap();
      toast('success', t(section === 'company' ? 'saved' : 'extraSaved'), TOAST_DURATION.normal);
    } catch (err) {
      setErrors(reportSaveFailure(err, intl));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <section className="ds-card ds-stack" aria-labelledby="account-company-title">
        <h2 id="account-company-title">{t('title')}</h2>
        <form className="ds-stack" onSubmit={save('company')} noValidate>
          <div className={`ds-grid ${styles.fields}`}>
            <TextInput label={t('name')} value={customer.Name} readOnly />
            <TextInput label={t('customerNumber')} value={customer.AltKey} readOnly />
            <TextInput label={t('commercialName')} maxLength={200} required {...text('CommercialName')} />
            <TextInput label={t('street')} maxLength={200} required autoComplete="street-address" {...text('Street')} />
            <TextInput label={t('zipcode')} maxLength={20} required autoComplete="postal-code" {...text('Zipcode')} />
            <TextInput label={t('city')} maxLength={100} required autoComplete="address-level2" {...text('City')} />
            <TextInput label={t('country')} value={customer.CountryName} readOnly />
            <TextInput label={t('phone')} type="tel" maxLength={30} {...text('Phone')} />
            <TextInput label={t('email')} type="email" maxLength={256} required {...text('Email')} />
          </div>
          <div className="ds-row ds-row--end">
            <Button type="submit" variant="primary" busy={saving === 'company'} disabled={saving !== null}>
              {t('save')}
            </Button>
          </div>
        </form>
      </section>

      <section className="ds-card ds-stack" aria-labelledby="account-extra-title">
        <h2 id="account-extra-title">{t('extraTitle')}</h2>
        <form className="ds-stack" onSubmit={save('extra')} noValidate>
          <label className="ds-choice">
            <input type="checkbox" checked={form.UseEmailInvoiceTemplate} onChange={(e) => setForm((f) => ({ ...f, UseEmailInvoiceTemplate: e.target.checked }))} />
            <span>{t('useEmailInvoiceTemplate')}</span>
          </label>
          <div className={`ds-grid ${styles.fields}`}>
            <TextInput label={t('emailInvoice')} type="email" maxLength={256} {...text('EmailInvoice')} />
            <NumericInput label={t('facebookFollowers')} integer min={0} max={1_000_000_000} nullable value={form.FacebookFollowers} onChange={(v) => setForm((f) => ({ ...f, FacebookFollowers: v }))} error={errors.FacebookFollowers} />
            <NumericInput label={t('instagramFollowers')} integer min={0} max={1_000_000_000} nullable value={form.InstagramFollowers} onChange={(v) => setForm((f) => ({ ...f, InstagramFollowers: v }))} error={errors.InstagramFollowers} />
            <TextInput label={t('url')} type="url" maxLength={2000} {...text('Url')} />
            <TextInput label={t('webshopUrl')} type="url" maxLength={2000} {...text('WebshopUrl')} />
            <TextInput label={t('pointOfSaleSystem')} maxLength={100} {...text('PointOfSaleSystem')} />
          </div>
          <div className="ds-row ds-row--end">
            <Button type="submit" variant="primary" busy={saving === 'extra'} disabled={saving !== null}>
              <FormattedMessage id="account.accountEdit.company.extraSave" />
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
