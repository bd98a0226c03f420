import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormErrors, TextInput, useDebouncedValue, useDraftForm, type Locale } from 'shared-kernel';
import { EMAIL_DEBOUNCE_MS } from '../../config/constants';
import { forgotPassword } from './accountCalls';
import { PublicCard } from './PublicCard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** spec section 8: 'e-mail sent' 5 s; the failure toast as long */
const TOAST_MS = 5000;

/** /password-forgot: e-mail (checked after 500 ms) and send; success toast 5 s. */
export function PasswordForgotPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  // the answer is the same for known and unknown addresses: a failure is the generic text (a
  // ModelState error, if the server sends one, still shows on the field or above the form)
  const form = useDraftForm(
    { Email: '' },
    { failureId: 'shell.error.generic', failureText: () => intl.formatMessage({ id: 'shell.error.generic' }), fields: ['Email'], successMs: TOAST_MS, failureMs: TOAST_MS },
  );
  const email = form.draft.Email;
  const settled = useDebouncedValue(email, EMAIL_DEBOUNCE_MS);
  const invalid = settled.trim() !== '' && !EMAIL.test(settled.trim());
  const valid = EMAIL.test(email.trim());

  const submit = form.submitWith(async (draft) => {
    await forgotPassword({ Email: draft.Email.trim() });
    return { savedId: 'shell.forgot.sent', next: { Email: '' } };
  });

  return (
    <PublicCard titleId="shell.forgot.title" locale={locale}>
      <FormErrors errors={form.general} />
      <form onSubmit={(e) => (valid ? void submit(e) : e.preventDefault())} className="ds-stack" noValidate>
        <TextInput
          label={intl.formatMessage({ id: 'shell.forgot.email' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => form.set('Email', e.target.value)}
          error={invalid ? intl.formatMessage({ id: 'shell.forgot.invalidEmail' }) : form.errors.Email}
        />
        <Button type="submit" variant="primary" busy={form.busy} disabled={!valid || form.busy}>
          <FormattedMessage id="shell.forgot.submit" />
        </Button>
      </form>
    </PublicCard>
  );
}
