import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'shared-kernel';
import { Button, emit, isPortalError, Notice, paths, roleHome, sessionFromLogin, TextInput, type Locale } from 'shared-kernel';
import { preloadSignedInFrame } from '../../app/frame';
import { useAppDispatch } from '../../app/hooks';
import { useShellConfig } from '../../app/ShellConfigContext';
import { PublicCard } from './PublicCard';
import { safeRedirect } from '../guards/guards';
import { useLoginMutation } from './api';
import { signedIn } from './sessionSlice';

/** /login: user name and password; after sign-in the redirect value, else home by role. */
export function LoginPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const config = useShellConfig();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    // the frame of the signed-in pages loads while the token is requested
    preloadSignedInFrame().catch(() => undefined);
    const result = await login({ userName: userName.trim(), password });
    if ('error' in result) {
      const err = result.error;
      setFailure(
        isPortalError(err) && err.status > 0 && err.status < 500
          ? intl.formatMessage({ id: 'shell.login.failed' })
          : intl.formatMessage({ id: 'shell.error.generic' }),
      );
      return;
    }
    const session = sessionFromLogin(result.data);
    dispatch(signedIn(session));
    emit('auth.changed', { signedIn: true });
    navigate(safeRedirect(params.get('redirect')) ?? roleHome(session.role).href(locale), { replace: true });
  }

  return (
    <PublicCard titleId="shell.login.title" locale={locale} backToLogin={false}>
      {failure && (
        <Notice kind="error" role="alert">
          {failure}
        </Notice>
      )}
      <form onSubmit={submit} className="ds-stack" noValidate>
        <TextInput
          label={intl.formatMessage({ id: 'shell.login.userName' })}
          name="userName"
          autoComplete="username"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
        />
        <TextInput
          label={intl.formatMessage({ id: 'shell.login.password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={isLoading} disabled={!userName.trim() || isLoading}>
          <FormattedMessage id="shell.login.submit" />
        </Button>
      </form>
      <div className="ds-row shell-public__links">
        <Link to={paths.passwordForgot.href(locale)}>
          <FormattedMessage id="shell.login.forgot" />
        </Link>
        <a href={config.requestAccountUrl} target="_blank" rel="noreferrer noopener">
          <FormattedMessage id="shell.login.requestAccount" />
        </a>
      </div>
    </PublicCard>
  );
}
