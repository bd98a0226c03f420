import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormErrors, NumericInput, TextInput, useDraftForm } from 'shared-kernel';
import type { Customer, CustomerUpdate } from 'shared-kernel/contract';
import { useUpdateCustomerMutation } from '../../../api/customer';
import { messageAndText } from '../lib/failureToast';
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

type Section = 'company' | 'extra';
/** the fields that show their server error; any other (Key, the invoice-template switch) joins the list above the form */
const FIELDS: (keyof Form)[] = ['CommercialName', 'Street', 'Zipcode', 'City', 'Phone', 'Email', 'EmailInvoice', 'FacebookFollowers', 'InstagramFollowers', 'Url', 'WebshopUrl', 'PointOfSaleSystem'];

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * Company and extra data of the customer (Klant only): name, customer number and country are read
 * only; the rest is saved with PUT customer/ (each section's button saves both, as one record).
 */
export function CompanySection({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const form = useDraftForm(toForm(customer), { failureId: 'account.accountEdit.saveFailed', failureToast: messageAndText, fields: FIELDS });
  // the section whose button saved last: its button is busy and its form shows the general errors
  const [section, setSection] = useState<Section>('company');
  const [update] = useUpdateCustomerMutation();
  const { draft, errors } = form;
  const t = (id: string) => intl.formatMessage({ id: `account.accountEdit.company.${id}` });
  const text = (field: 'CommercialName' | 'Street' | 'Zipcode' | 'City' | 'Phone' | 'Email' | 'EmailInvoice' | 'Url' | 'WebshopUrl' | 'PointOfSaleSystem') => ({
    value: draft[field],
    onValueChange: (v: string) => form.set(field, v),
    error: errors[field],
  });

  const saveAs = (saved: Section) =>
    form.submitWith(async (d) => {
      await update({
        body: {
          Key: customer.Key,
          CommercialName: d.CommercialName.trim(),
          Street: d.Street.trim(),
          Zipcode: d.Zipcode.trim(),
          City: d.City.trim(),
          Phone: d.Phone.trim(),
          Email: d.Email.trim(),
          UseEmailInvoiceTemplate: d.UseEmailInvoiceTemplate,
          EmailInvoice: orNull(d.EmailInvoice),
          FacebookFollowers: d.FacebookFollowers ?? 0,
          InstagramFollowers: d.InstagramFollowers ?? 0,
          Url: orNull(d.Url),
          WebshopUrl: orNull(d.WebshopUrl),
          PointOfSaleSystem: orNull(d.PointOfSaleSystem),
        },
      }).unwrap();
      return { savedId: `account.accountEdit.company.${saved === 'company' ? 'saved' : 'extraSaved'}` };
    });
  const save = (saved: Section) => {
    const submit = saveAs(saved);
    return (e: FormEvent) => {
      if (!form.busy) setSection(saved);
      return submit(e);
    };
  };

  return (
    <>
      <section className="ds-card ds-stack" aria-labelledby="account-company-title">
        <h2 id="account-company-title">{t('title')}</h2>
        {section === 'company' && <FormErrors errors={form.general} />}
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
            <Button type="submit" variant="primary" busy={form.busy && section === 'company'} disabled={form.busy}>
              {t('save')}
            </Button>
          </div>
        </form>
      </section>

      <section className="ds-card ds-stack" aria-labelledby="account-extra-title">
        <h2 id="account-extra-title">{t('extraTitle')}</h2>
        {section === 'extra' && <FormErrors errors={form.general} />}
        <form className="ds-stack" onSubmit={save('extra')} noValidate>
          <label className="ds-choice">
            <input type="checkbox" checked={draft.UseEmailInvoiceTemplate} onChange={(e) => form.set('UseEmailInvoiceTemplate', e.target.checked)} />
            <span>{t('useEmailInvoiceTemplate')}</span>
          </label>
          <div className={`ds-grid ${styles.fields}`}>
            <TextInput label={t('emailInvoice')} type="email" maxLength={256} {...text('EmailInvoice')} />
            <NumericInput label={t('facebookFollowers')} integer min={0} max={1_000_000_000} nullable value={draft.FacebookFollowers} onChange={(v) => form.set('FacebookFollowers', v)} error={errors.FacebookFollowers} />
            <NumericInput label={t('instagramFollowers')} integer min={0} max={1_000_000_000} nullable value={draft.InstagramFollowers} onChange={(v) => form.set('InstagramFollowers', v)} error={errors.InstagramFollowers} />
            <TextInput label={t('url')} type="url" maxLength={2000} {...text('Url')} />
            <TextInput label={t('webshopUrl')} type="url" maxLength={2000} {...text('WebshopUrl')} />
            <TextInput label={t('pointOfSaleSystem')} maxLength={100} {...text('PointOfSaleSystem')} />
          </div>
          <div className="ds-row ds-row--end">
            <Button type="submit" variant="primary" busy={form.busy && section === 'extra'} disabled={form.busy}>
              <FormattedMessage id="account.accountEdit.company.extraSave" />
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
