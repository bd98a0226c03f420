import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextInput, toast, useDebouncedValue, type Locale } from 'shared-kernel';
import { EMAIL_DEBOUNCE_MS } from '../../config/constants';
import { useForgotPasswordMutation } from './api';
import { PublicCard } from './PublicCard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** /password-forgot: e-mail (checked after 500 ms) and send; success toast 5 s. */
export function PasswordForgotPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const settled = useDebouncedValue(email, EMAIL_DEBOUNCE_MS);
  const [send, { isLoading }] = useForgotPasswordMutation();
  const invalid = settled.trim() !== '' && !EMAIL.test(settled.trim());
  const valid = EMAIL.test(email.trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return;
    const result = await send({ Email: email.trim() });
    if ('error' in result) toast('error', intl.formatMessage({ id: 'shell.error.generic' }), 5000);
    else {
      toast('success', intl.formatMessage({ id: 'shell.forgot.sent' }), 5000);
      setEmail('');
    }
  }

  return (
    <PublicCard titleId="shell.forgot.title" locale={locale}>
      <form onSubmit={submit} className="ds-stack" noValidate>
        <TextInput
          label={intl.formatMessage({ id: 'shell.forgot.email' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid ? intl.formatMessage({ id: 'shell.forgot.invalidEmail' }) : undefined}
        />
        <Button type="submit" variant="primary" busy={isLoading} disabled={!valid || isLoading}>
          <FormattedMessage id="shell.forgot.submit" />
        </Button>
      </form>
    </PublicCard>
  );
}
