import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'shared-kernel';
import { Button, emit, FormErrors, isPortalError, paths, roleHome, sessionFromLogin, TextInput, useDraftForm, type Locale } from 'shared-kernel';
import { preloadSignedInFrame } from '../../app/frame';
import { useAppDispatch } from '../../app/hooks';
import { useShellConfig } from '../../app/ShellConfigContext';
import { PublicCard } from './PublicCard';
import { safeRedirect } from '../../lib/safeRedirect';
import { login } from './accountCalls';
import { signedIn } from '../../app/sessionSlice';
import publicStyles from './PublicCard.module.css';

/** /login: user name and password; after sign-in the redirect value, else home by role. */
export function LoginPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const config = useShellConfig();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const form = useDraftForm(
    { userName: '', password: '' },
    {
      failureId: 'shell.error.generic',
      // above the form (spec section 8); every 4xx of /token is the wrong user name or password
      failureIn: 'general',
      failureText: (err) => intl.formatMessage({ id: isPortalError(err) && err.status > 0 && err.status < 500 ? 'shell.login.failed' : 'shell.error.generic' }),
    },
  );

  const submit = form.submitWith(async ({ userName, password }) => {
    // the frame of the signed-in pages loads while the token is requested
    preloadSignedInFrame().catch(() => undefined);
    const session = sessionFromLogin(await login({ userName: userName.trim(), password }));
    dispatch(signedIn(session));
    emit('auth.changed', { signedIn: true });
    return { to: safeRedirect(params.get('redirect')) ?? roleHome(session.role).href(locale), replace: true };
  });

  return (
    <PublicCard titleId="shell.login.title" locale={locale} backToLogin={false}>
      <FormErrors errors={form.general} />
      <form onSubmit={submit} className="ds-stack" noValidate>
        <TextInput
          label={intl.formatMessage({ id: 'shell.login.userName' })}
          name="userName"
          autoComplete="username"
          value={form.draft.userName}
          onChange={(e) => form.set('userName', e.target.value)}
        />
        <TextInput
          label={intl.formatMessage({ id: 'shell.login.password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.draft.password}
          onChange={(e) => form.set('password', e.target.value)}
        />
        <Button type="submit" variant="primary" busy={form.busy} disabled={!form.draft.userName.trim() || form.busy}>
          <FormattedMessage id="shell.login.submit" />
        </Button>
      </form>
      <div className={`ds-row ${publicStyles.links}`}>
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
