import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'shared-kernel';
import { Button, ErrorState, isPortalError, paths, TextInput, toast, type Locale } from 'shared-kernel';
import { PASSWORD_MIN_LENGTH } from '../../config/constants';
import { useResetPasswordMutation } from './api';
import { PublicCard } from './PublicCard';

const CHANGED_NOTICE_MS = 4000;

/** /resetpassword?userId&code: new password twice; success notice 4 s, then /login. */
export function ResetPasswordPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const code = params.get('code') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  // the message shows once the confirmation is typed; an empty confirmation still blocks sending
  const mismatch = confirm !== '' && password !== confirm;
  const incomplete = !password || !confirm;
  const tooShort = password !== '' && password.length < PASSWORD_MIN_LENGTH;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (mismatch || tooShort || incomplete) return;
    setServerError(null);
    const result = await reset({ UserId: userId, Password: password, Code: code });
    if ('error' in result) {
      const err = result.error;
      setServerError(
        isPortalError(err) ? (Object.values(err.fieldErrors)[0] ?? err.message ?? intl.formatMessage({ id: 'shell.error.generic' })) : intl.formatMessage({ id: 'shell.error.generic' }),
      );
      return;
    }
    setDone(true);
    toast('success', intl.formatMessage({ id: 'shell.reset.done' }), CHANGED_NOTICE_MS);
  }

  // after the notice, to /login; a user who leaves earlier (link back) is not pulled back
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => navigate(paths.login.href(locale), { replace: true }), CHANGED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, locale]);

  if (!userId || !code) {
    return (
      <PublicCard titleId="shell.reset.title" locale={locale}>
        <ErrorState message={<FormattedMessage id="shell.reset.invalidLink" />} />
      </PublicCard>
    );
  }
  return (
    <PublicCard titleId="shell.reset.title" locale={locale}>
      <form onSubmit={submit} className="ds-stack" noValidate>
        {serverError && <p className="ds-error" role="alert">{serverError}</p>}
        <TextInput
          label={intl.formatMessage({ id: 'shell.reset.password' })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={intl.formatMessage({ id: 'shell.password.minLength' }, { min: PASSWORD_MIN_LENGTH })}
          error={tooShort ? intl.formatMessage({ id: 'shell.password.minLength' }, { min: PASSWORD_MIN_LENGTH }) : undefined}
        />
        <TextInput
          label={intl.formatMessage({ id: 'shell.reset.confirm' })}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch ? intl.formatMessage({ id: 'shell.password.mismatch' }) : undefined}
        />
        <Button type="submit" variant="primary" busy={isLoading} disabled={isLoading || done || incomplete || mismatch || tooShort}>
          <FormattedMessage id="shell.reset.submit" />
        </Button>
      </form>
    </PublicCard>
  );
}
