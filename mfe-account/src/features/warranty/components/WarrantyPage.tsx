import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormErrors, Notice, TextInput, isPortalError, useDraftForm, usePortal } from 'shared-kernel';
import { useSendWarrantyClaimMutation, type WarrantyContactData } from '../../../api/contact';
import { PhotoExamples } from './PhotoExamples';
import { PhotoInput, type Photo } from './PhotoInput';
import { WarrantyRules } from './WarrantyRules';
import styles from './WarrantyPage.module.css';

interface TextValues extends WarrantyContactData {
  ArticleName: string;
  ArticleColor: string;
  ArticleSize: string;
  Complaint: string;
}
type TextField = keyof TextValues;
type PhotoField = 'DefectPhoto' | 'ProofOfPurchasePhoto';
type Draft = TextValues & Record<PhotoField, Photo | null> & { DataProtectionConsent: boolean };

const EMPTY: TextValues = {
  Name: '',
  Email: '',
  Phone: '',
  Street: '',
  HouseNumber: '',
  ZipCode: '',
  City: '',
  Country: '',
  ArticleName: '',
  ArticleColor: '',
  ArticleSize: '',
  Complaint: '',
};
const REQUIRED: (TextField | PhotoField)[] = ['Name', 'Email', 'ArticleName', 'ArticleColor', 'ArticleSize', 'Complaint', 'DefectPhoto', 'ProofOfPurchasePhoto'];
const MAX: Partial<Record<TextField, number>> = { ArticleName: 200, ArticleColor: 100, ArticleSize: 50, Email: 256, Phone: 30, HouseNumber: 20, ZipCode: 20 };
/** the fields that show their server error; any other joins the list above the form */
const FIELDS: (TextField | PhotoField)[] = [...(Object.keys(EMPTY) as TextField[]), 'DefectPhoto', 'ProofOfPurchasePhoto'];

/**
 * A failure with ModelState is also an error toast (the answer's Message): the claim form is long, its
 * field errors may be out of sight. Keys without a prefix are toasts of their own instead.
 */
const failureToast = (error: unknown, text: string) =>
  isPortalError(error) && !error.toastErrors.length && (Object.keys(error.fieldErrors).length || error.generalErrors.length) ? (error.message ?? error.errorDescription ?? text) : null;

/**
 * /warranty (spec section 2): the return procedure, good and bad photo examples and the claim form
 * (personal data, address, article, complaint, defect photo, proof of purchase). Send is enabled only
 * with the data-protection switch on (spec section 4); success clears the form and shows a notice.
 */
export function WarrantyPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const initial = (): Draft => ({
    ...EMPTY,
    Name: [session?.firstName, session?.lastName].filter(Boolean).join(' '),
    DefectPhoto: null,
    ProofOfPurchasePhoto: null,
    DataProtectionConsent: false,
  });
  const form = useDraftForm<Draft>(initial(), { failureId: 'account.warranty.sendFailed', fields: FIELDS, failureToast });
  const { draft: values, errors } = form;
  const consent = values.DataProtectionConsent;
  const sending = form.busy;
  const [sent, setSent] = useState(false);
  // remounts the file inputs after a successful send
  const [formKey, setFormKey] = useState(0);
  const [send] = useSendWarrantyClaimMutation();
  const complaintId = useId();
  const consentId = useId();

  const set = (field: TextField, v: string) => {
    form.set(field, v);
    setSent(false);
  };
  const setPhoto = (field: PhotoField, p: Photo | null) => form.set(field, p);

  const save = form.submitWith(async (d) => {
    const { DefectPhoto, ProofOfPurchasePhoto, DataProtectionConsent: _consent, ...text } = d;
    const trimmed = Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.trim()])) as unknown as TextValues;
    await send({
      body: {
        ...trimmed,
        DefectPhoto: DefectPhoto?.dataUrl ?? '',
        ProofOfPurchasePhoto: ProofOfPurchasePhoto?.dataUrl ?? '',
        DataProtectionConsent: true,
      },
    }).unwrap();
    setFormKey((k) => k + 1);
    setSent(true);
    // success clears the form (spec section 4)
    return { next: initial() };
  });
  // client rules first: the consent, then every required field and both photos
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!consent || sending) return;
    const missing: Record<string, string> = {};
    for (const f of REQUIRED) {
      const v = f === 'DefectPhoto' || f === 'ProofOfPurchasePhoto' ? values[f]?.dataUrl : values[f].trim();
      if (!v) missing[f] = intl.formatMessage({ id: f.endsWith('Photo') ? 'account.warranty.photoRequired' : 'account.warranty.required' });
    }
    form.clearErrors();
    if (Object.keys(missing).length) form.setErrors(missing);
    else void save();
  };

  const text = (field: TextField, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={intl.formatMessage({ id: `account.warranty.form.${field}` })}
      name={field}
      value={values[field]}
      maxLength={MAX[field]}
      onValueChange={(v) => set(field, v)}
      error={errors[field]}
      aria-required={REQUIRED.includes(field) || undefined}
      disabled={sending}
      {...extra}
    />
  );

  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id="account.warranty.title" />
      </h1>
      <p className="ds-muted">
        <FormattedMessage id="account.warranty.intro" />
      </p>
      <WarrantyRules />
      <PhotoExamples />
      {sent && (
        <Notice kind="success" title={intl.formatMessage({ id: 'account.warranty.successTitle' })}>
          <p>
            <FormattedMessage id="account.warranty.successText" />
          </p>
        </Notice>
      )}
      <FormErrors errors={form.general} />
      <form key={formKey} className="ds-card ds-stack" noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'account.warranty.form.title' })}>
        <h2>
          <FormattedMessage id="account.warranty.form.title" />
        </h2>
        <fieldset className={`ds-stack ${styles.group}`}>
          <legend className={`ds-label ${styles.legend}`}>
            <FormattedMessage id="account.warranty.form.personal" />
          </legend>
          <div className="ds-grid">
            {text('Name', { autoComplete: 'name' })}
            {text('Email', { type: 'email', autoComplete: 'email' })}
            {text('Phone', { type: 'tel', autoComplete: 'tel' })}
          </div>
        </fieldset>
        <fieldset className={`ds-stack ${styles.group}`}>
          <legend className={`ds-label ${styles.legend}`}>
            <FormattedMessage id="account.warranty.form.address" />
          </legend>
          <div className="ds-grid">
            {text('Street', { autoComplete: 'address-line1' })}
            {text('HouseNumber')}
            {text('ZipCode', { autoComplete: 'postal-code' })}
            {text('City', { autoComplete: 'address-level2' })}
            {text('Country', { autoComplete: 'country-name' })}
          </div>
        </fieldset>
        <fieldset className={`ds-stack ${styles.group}`}>
          <legend className={`ds-label ${styles.legend}`}>
            <FormattedMessage id="account.warranty.form.article" />
          </legend>
          <div className="ds-grid">
            {text('ArticleName')}
            {text('ArticleColor')}
            {text('ArticleSize')}
          </div>
          <div className="ds-field">
            <label className="ds-label" htmlFor={complaintId}>
              <FormattedMessage id="account.warranty.form.Complaint" />
            </label>
            <textarea
              id={complaintId}
              name="Complaint"
              className={`ds-input ${styles.remarks}`}
              rows={5}
              maxLength={4000}
              value={values.Complaint}
              disabled={sending}
              aria-required
              aria-invalid={errors.Complaint ? true : undefined}
              aria-describedby={errors.Complaint ? `${complaintId}-error` : undefined}
              onChange={(e) => set('Complaint', e.target.value)}
            />
            {errors.Complaint && (
              <span id={`${complaintId}-error`} className="ds-error">
                {errors.Complaint}
              </span>
            )}
          </div>
          <div className="ds-grid">
            <PhotoInput
              label={intl.formatMessage({ id: 'account.warranty.form.DefectPhoto' })}
              value={values.DefectPhoto}
              onChange={(p) => setPhoto('DefectPhoto', p)}
              error={errors.DefectPhoto}
              disabled={sending}
            />
            <PhotoInput
              label={intl.formatMessage({ id: 'account.warranty.form.ProofOfPurchasePhoto' })}
              value={values.ProofOfPurchasePhoto}
              onChange={(p) => setPhoto('ProofOfPurchasePhoto', p)}
              error={errors.ProofOfPurchasePhoto}
              disabled={sending}
            />
          </div>
        </fieldset>
        <label htmlFor={consentId} className={`ds-choice ${styles.consent}`}>
          <input id={consentId} type="checkbox" role="switch" checked={consent} aria-checked={consent} disabled={sending} onChange={(e) => form.set('DataProtectionConsent', e.target.checked)} />
          <span>
            <FormattedMessage id="account.warranty.form.consent" />
          </span>
        </label>
        <div className="ds-row ds-row--end">
          <Button type="submit" variant="primary" busy={sending} disabled={!consent}>
            <FormattedMessage id="account.warranty.form.send" />
          </Button>
        </div>
      </form>
    </div>
  );
}
