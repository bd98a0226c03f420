import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'shared-kernel';
import { Button, ErrorState, FormErrors, paths, TextInput, useDraftForm, type Locale } from 'shared-kernel';
import { PASSWORD_MIN_LENGTH } from '../../config/constants';
import { resetPassword } from './accountCalls';
import { PublicCard } from './PublicCard';

const CHANGED_NOTICE_MS = 4000;

/** /resetpassword?userId&code: new password twice; success notice 4 s, then /login. */
export function ResetPasswordPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const code = params.get('code') ?? '';
  const [done, setDone] = useState(false);
  // a failure shows above the form (an expired link has nowhere else to say it); ModelState of the
  // password on its field, of UserId or Code above the form
  const form = useDraftForm({ Password: '', confirm: '' }, { failureId: 'shell.error.generic', failureIn: 'general', fields: ['Password'], successMs: CHANGED_NOTICE_MS });
  const { Password: password, confirm } = form.draft;
  // the message shows once the confirmation is typed; an empty confirmation still blocks sending
  const mismatch = confirm !== '' && password !== confirm;
  const incomplete = !password || !confirm;
  const tooShort = password !== '' && password.length < PASSWORD_MIN_LENGTH;

  const submit = form.submitWith(async (draft) => {
    await resetPassword({ UserId: userId, Password: draft.Password, Code: code });
    setDone(true);
    return { savedId: 'shell.reset.done' };
  });

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
      <form onSubmit={(e) => (mismatch || tooShort || incomplete ? e.preventDefault() : void submit(e))} className="ds-stack" noValidate>
        <FormErrors errors={form.general} />
        <TextInput
          label={intl.formatMessage({ id: 'shell.reset.password' })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => form.set('Password', e.target.value)}
          hint={intl.formatMessage({ id: 'shell.password.minLength' }, { min: PASSWORD_MIN_LENGTH })}
          error={tooShort ? intl.formatMessage({ id: 'shell.password.minLength' }, { min: PASSWORD_MIN_LENGTH }) : form.errors.Password}
        />
        <TextInput
          label={intl.formatMessage({ id: 'shell.reset.confirm' })}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => form.set('confirm', e.target.value)}
          error={mismatch ? intl.formatMessage({ id: 'shell.password.mismatch' }) : undefined}
        />
        <Button type="submit" variant="primary" busy={form.busy} disabled={form.busy || done || incomplete || mismatch || tooShort}>
          <FormattedMessage id="shell.reset.submit" />
        </Button>
      </form>
    </PublicCard>
  );
}
