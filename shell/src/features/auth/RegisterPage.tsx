import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'shared-kernel';
import { Button, ErrorState, isPortalError, LoadingState, Notice, paths, Select, TextInput, toast, toastPortalError, type Locale } from 'shared-kernel';
import { PASSWORD_MIN_LENGTH } from '../../config/constants';
import { useConfirmEmailQuery, useRegisterMutation } from '../../api/auth';
import { PublicCard } from './PublicCard';

const FUNCTIONS = [0, 1, 2, 3, 4] as const;

/** /register?userId&code: confirms the e-mail first, then completes the registration with the same code. */
export function RegisterPage({ locale }: { locale: Locale }) {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const code = params.get('code') ?? '';
  const confirm = useConfirmEmailQuery({ userId, code }, { skip: !userId || !code });

  let content;
  if (!userId || !code || confirm.isError) {
    content = <ErrorState message={<FormattedMessage id="shell.register.confirmFailed" />} />;
  } else if (confirm.isLoading || !confirm.data) {
    content = <LoadingState />;
  } else if (confirm.data.Actived) {
    content = (
      <Notice kind="info">
        <FormattedMessage id="shell.register.alreadyActivated" />{' '}
        <Link to={paths.login.href(locale)}>
          <FormattedMessage id="shell.register.toLogin" />
        </Link>
      </Notice>
    );
  } else {
    content = <RegisterForm userId={userId} code={code} locale={locale} />;
  }
  return <PublicCard titleId="shell.register.title" locale={locale}>{content}</PublicCard>;
}

function RegisterForm({ userId, code, locale }: { userId: string; code: string; locale: Locale }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [form, setForm] = useState({ firstName: '', lastName: '', function: 0, phoneNumber: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: k === 'function' ? Number(e.target.value) : e.target.value }));

  function validate(): Record<string, string> {
    const v: Record<string, string> = {};
    const required = intl.formatMessage({ id: 'shell.form.required' });
    if (!form.firstName.trim()) v.FirstName = required;
    if (!form.lastName.trim()) v.LastName = required;
    if (!form.phoneNumber.trim()) v.PhoneNumber = required;
    if (form.password.length < PASSWORD_MIN_LENGTH) v.Password = intl.formatMessage({ id: 'shell.password.minLength' }, { min: PASSWORD_MIN_LENGTH });
    if (form.password !== form.confirmPassword) v.ConfirmPassword = intl.formatMessage({ id: 'shell.password.mismatch' });
    return v;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = validate();
    setErrors(v);
    if (Object.keys(v).length) return;
    const result = await register({ userId, code, body: form });
    if ('error' in result) {
      const err = result.error;
      // field errors beside their fields; what no field shows (unprefixed keys, fields not on this
      // form such as Email or UserId) as error toasts (spec section 5)
      const fields = isPortalError(err) ? normalizeKeys(err.fieldErrors) : {};
      setErrors(fields);
      const unshown = Object.entries(fields).filter(([k]) => !FORM_FIELDS.includes(k)).map(([, m]) => m);
      if (isPortalError(err) && (err.toastErrors.length || unshown.length)) [...err.toastErrors, ...unshown].forEach((m) => toast('error', m, 4000));
      else if (!Object.keys(fields).length) toastPortalError(err, intl.formatMessage({ id: 'shell.error.generic' }), 4000);
      return;
    }
    toast('success', intl.formatMessage({ id: 'shell.register.done' }), 4000);
    navigate(paths.login.href(locale), { replace: true });
  }

  return (
    <form onSubmit={submit} className="ds-stack" noValidate>
      <TextInput label={intl.formatMessage({ id: 'shell.register.firstName' })} value={form.firstName} onChange={set('firstName')} error={errors.FirstName} maxLength={100} autoComplete="given-name" />
      <TextInput label={intl.formatMessage({ id: 'shell.register.lastName' })} value={form.lastName} onChange={set('lastName')} error={errors.LastName} maxLength={100} autoComplete="family-name" />
      <Select
        variant="dropdown"
        label={<FormattedMessage id="shell.register.function" />}
        options={FUNCTIONS.map((f) => ({ value: String(f), label: intl.formatMessage({ id: `shell.function.${f}` }) }))}
        value={String(form.function)}
        onChange={(v) => set('function')({ target: { value: v } })}
        error={errors.Function}
      />
      <TextInput label={intl.formatMessage({ id: 'shell.register.phoneNumber' })} value={form.phoneNumber} onChange={set('phoneNumber')} error={errors.PhoneNumber} maxLength={30} autoComplete="tel" />
      <TextInput
        label={intl.formatMessage({ id: 'shell.register.password' })}
        type="password"
        value={form.password}
        onChange={set('password')}
        error={errors.Password}
        autoComplete="new-password"
        hint={intl.formatMessage({ id: 'shell.password.minLength' }, { min: PASSWORD_MIN_LENGTH })}
      />
      <TextInput label={intl.formatMessage({ id: 'shell.register.confirmPassword' })} type="password" value={form.confirmPassword} onChange={set('confirmPassword')} error={errors.ConfirmPassword} autoComplete="new-password" />
      <Button type="submit" variant="primary" busy={isLoading} disabled={isLoading}>
        <FormattedMessage id="shell.register.submit" />
      </Button>
    </form>
  );
}

/** The fields this form shows errors beside (PascalCase, as normalizeKeys gives them). */
const FORM_FIELDS = ['FirstName', 'LastName', 'Function', 'PhoneNumber', 'Password', 'ConfirmPassword'];

/** The server names fields in camelCase or PascalCase; the form shows them by PascalCase. */
function normalizeKeys(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.charAt(0).toUpperCase() + k.slice(1), v]));
}
