import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormErrors, TextInput, useDraftForm } from 'shared-kernel';
import { useChangePasswordMutation } from '../../../api/account';
import { messageAndText } from '../lib/failureToast';
import styles from './PasswordSection.module.css';

/** Spec sections 5 and 9: minimum password length (the hint). */
const PASSWORD_MIN_LENGTH = 6;
const EMPTY = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

/** Password change: old, new, confirmation; the button stays disabled until all three are filled (spec section 5). */
export function PasswordSection() {
  const intl = useIntl();
  const form = useDraftForm(EMPTY, { failureId: 'account.accountEdit.saveFailed', failureToast: messageAndText });
  const [change] = useChangePasswordMutation();
  const set = (field: keyof typeof EMPTY) => (value: string) => form.set(field, value);
  const { draft, errors } = form;
  const complete = draft.OldPassword !== '' && draft.NewPassword !== '' && draft.ConfirmPassword !== '';

  const save = form.submitWith(async (d) => {
    await change({ body: d }).unwrap();
    return { savedId: 'account.accountEdit.password.saved', next: EMPTY };
  });
  // client rules first (spec section 5): all three filled, the new one confirmed
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete) return;
    if (draft.NewPassword !== draft.ConfirmPassword) {
      form.clearErrors();
      form.setErrors({ ConfirmPassword: intl.formatMessage({ id: 'account.accountEdit.password.mismatch' }) });
      return;
    }
    void save();
  };

  return (
    <section className="ds-card ds-stack" aria-labelledby="account-password-title">
      <h2 id="account-password-title">
        <FormattedMessage id="account.accountEdit.password.title" />
      </h2>
      <FormErrors errors={form.general} />
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className={`ds-grid ${styles.fields}`}>
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.password.old' })} type="password" autoComplete="current-password" value={draft.OldPassword} onValueChange={set('OldPassword')} error={errors.OldPassword} />
          <TextInput
            label={intl.formatMessage({ id: 'account.accountEdit.password.new' })}
            type="password"
            autoComplete="new-password"
            value={draft.NewPassword}
            onValueChange={set('NewPassword')}
            hint={intl.formatMessage({ id: 'account.accountEdit.password.minLength' }, { min: PASSWORD_MIN_LENGTH })}
            error={errors.NewPassword}
          />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.password.confirm' })} type="password" autoComplete="new-password" value={draft.ConfirmPassword} onValueChange={set('ConfirmPassword')} error={errors.ConfirmPassword} />
        </div>
        <div className="ds-row ds-row--end">
          <Button type="submit" variant="primary" disabled={!complete} busy={form.busy}>
            <FormattedMessage id="account.accountEdit.password.save" />
          </Button>
        </div>
      </form>
    </section>
  );
}
