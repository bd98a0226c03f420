import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextInput, toast, TOAST_DURATION } from 'shared-kernel';
import { useChangePasswordMutation } from '../../../api/account';
import { reportSaveFailure } from './formErrors';
import styles from './PasswordSection.module.css';

/** Spec sections 5 and 9: minimum password length (the hint). */
const PASSWORD_MIN_LENGTH = 6;
const EMPTY = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

/** Password change: old, new, confirmation; the button stays disabled until all three are filled (spec section 5). */
export function PasswordSection() {
  const intl = useIntl();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, { isLoading }] = useChangePasswordMutation();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const complete = form.OldPassword !== '' && form.NewPassword !== '' && form.ConfirmPassword !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete) return;
    if (form.NewPassword !== form.ConfirmPassword) {
      setErrors({ ConfirmPassword: intl.formatMessage({ id: 'account.accountEdit.password.mismatch' }) });
      return;
    }
    setErrors({});
    try {
      await change({ body: form }).unwrap();
      setForm(EMPTY);
      toast('success', intl.formatMessage({ id: 'account.accountEdit.password.saved' }), TOAST_DURATION.normal);
    } catch (err) {
      setErrors(reportSaveFailure(err, intl));
    }
  };

  return (
    <section className="ds-card ds-stack" aria-labelledby="account-password-title">
      <h2 id="account-password-title">
        <FormattedMessage id="account.accountEdit.password.title" />
      </h2>
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className={`ds-grid ${styles.fields}`}>
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.password.old' })} type="password" autoComplete="current-password" value={form.OldPassword} onValueChange={set('OldPassword')} error={errors.OldPassword} />
          <TextInput
            label={intl.formatMessage({ id: 'account.accountEdit.password.new' })}
            type="password"
            autoComplete="new-password"
            value={form.NewPassword}
            onValueChange={set('NewPassword')}
            hint={intl.formatMessage({ id: 'account.accountEdit.password.minLength' }, { min: PASSWORD_MIN_LENGTH })}
            error={errors.NewPassword}
          />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.password.confirm' })} type="password" autoComplete="new-password" value={form.ConfirmPassword} onValueChange={set('ConfirmPassword')} error={errors.ConfirmPassword} />
        </div>
        <div className="ds-row ds-row--end">
          <Button type="submit" variant="primary" disabled={!complete} busy={isLoading}>
            <FormattedMessage id="account.accountEdit.password.save" />
          </Button>
        </div>
      </form>
    </section>
  );
}
