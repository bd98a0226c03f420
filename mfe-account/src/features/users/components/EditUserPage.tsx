import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ErrorState, isPortalError, Link, LoadingState, Notice, paths, Select, TextInput, toast, TOAST_DURATION, useNavigate, usePortal, useSearchParams } from 'shared-kernel';
import type { User } from 'shared-kernel/contract';
import { useGetUserQuery } from '../api/getUser';
import { useUpdateUserMutation } from '../api/updateUser';
import { functionOptions } from './userLabels';


function BackLink() {
  return (
    <Link to={paths.accountUsers.path()} className="ds-button ds-button--link">
      <FormattedMessage id="account.users.editUser.back" />
    </Link>
  );
}

function UserForm({ user }: { user: User }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form, setForm] = useState({ FirstName: user.FirstName, LastName: user.LastName, Function: user.Function, PhoneNumber: user.PhoneNumber, Email: user.Email });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateUserMutation();
  const t = (id: string) => intl.formatMessage({ id: `account.users.editUser.${id}` });
  const set = (field: 'FirstName' | 'LastName' | 'PhoneNumber' | 'Email') => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await update({
        Id: user.Id,
        FirstName: form.FirstName.trim(),
        LastName: form.LastName.trim(),
        Function: form.Function,
        PhoneNumber: form.PhoneNumber.trim(),
        Email: form.Email.trim(),
      }).unwrap();
      toast('success', t('saved'), TOAST_DURATION.normal);
      navigate(paths.accountUsers.path());
    } catch (err) {
      const general = t('failed');
      if (isPortalError(err)) {
        setErrors(err.fieldErrors);
        err.toastErrors.forEach((m) => toast('error', m, TOAST_DURATION.long));
        toast('error', [err.message, general].filter(Boolean).join(' '), TOAST_DURATION.long);
      } else toast('error', general, TOAST_DURATION.long);
    }
  };

  return (
    <form className="ds-card ds-stack" onSubmit={submit} noValidate aria-labelledby="account-edit-user-title">
      <div className="ds-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        <TextInput label={t('firstName')} value={form.FirstName} onValueChange={set('FirstName')} maxLength={100} required error={errors.FirstName} />
        <TextInput label={t('lastName')} value={form.LastName} onValueChange={set('LastName')} maxLength={100} required error={errors.LastName} />
        <Select variant="dropdown" label={t('function')} options={functionOptions(intl)} value={String(form.Function)} onChange={(v) => setForm((f) => ({ ...f, Function: Number(v) }))} error={errors.Function} />
        <TextInput label={t('phone')} type="tel" value={form.PhoneNumber} onValueChange={set('PhoneNumber')} maxLength={30} error={errors.PhoneNumber} />
        <TextInput label={t('email')} type="email" value={form.Email} onValueChange={set('Email')} maxLength={256} required error={errors.Email} />
      </div>
      <div className="ds-row ds-row--end" style={{ gap: 'var(--ds-space-2)' }}>
        <Link to={paths.accountUsers.path()} className="ds-button ds-button--secondary">
          <FormattedMessage id="account.users.editUser.cancel" />
        </Link>
        <Button type="submit" variant="primary" busy={isLoading}>
          <FormattedMessage id="account.users.editUser.save" />
        </Button>
      </div>
    </form>
  );
}

/**
 * Edit a user of the company (/customer/account/editUser?id=...): GET account/{id}, saved with PUT
 * Account carrying the user's Id, back to the list on success. The main account and the signed-in
 * user are not editable here.
 */
export function EditUserPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useGetUserQuery(id, { skip: !id });
  const t = (key: string) => intl.formatMessage({ id: `account.users.editUser.${key}` });

  let body;
  if (!id) body = <Notice kind="warning">{t('noId')}</Notice>;
  else if (user.isLoading) body = <LoadingState label={t('loading')} />;
  else if (user.isError || !user.data) body = <ErrorState message={t('loadFailed')} onRetry={() => void user.refetch()} />;
  else if (user.data.IsMainAccount || user.data.Id.toLowerCase() === session?.userId.toLowerCase()) body = <Notice kind="info">{t('locked')}</Notice>;
  else body = <UserForm key={user.data.Id} user={user.data} />;

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1 id="account-edit-user-title">
          {user.data ? intl.formatMessage({ id: 'account.users.editUser.titleWithName' }, { name: `${user.data.FirstName} ${user.data.LastName}` }) : t('title')}
        </h1>
        <BackLink />
      </div>
      {body}
    </div>
  );
}
