import type { User } from 'shared-kernel/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ErrorState, isPortalError, Link, LoadingState, Notice, paths, Select, TextInput, toast, TOAST_DURATION, useNavigate, usePortal, useSearchParams } from 'shared-kernel';
import { useGetEmployeeQuery } from '../api/getEmployee';
import { useUpdateEmployeeMutation } from '../api/updateEmployee';
import { fullName, functionOptions, isLocked } from './employeeLabels';


function EmployeeForm({ user }: { user: User }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id: `admin.employees.editUser.${id}` });
  const [form, setForm] = useState({
    FirstName: user.FirstName,
    LastName: user.LastName,
    Function: user.Function,
    PhoneNumber: user.PhoneNumber,
    Email: user.Email,
    SalesTakerCode: user.SalesTakerCode ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [update, { isLoading }] = useUpdateEmployeeMutation();
  const set = (field: 'FirstName' | 'LastName' | 'PhoneNumber' | 'Email' | 'SalesTakerCode') => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const salesman = user.Role === 'Vertegenwoordiger';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setGeneral([]);
    try {
      await update({
        Id: user.Id,
        FirstName: form.FirstName.trim(),
        LastName: form.LastName.trim(),
        Function: form.Function,
        PhoneNumber: form.PhoneNumber.trim(),
        Email: form.Email.trim(),
        ...(salesman ? { SalesTakerCode: form.SalesTakerCode.trim() || null } : {}),
      }).unwrap();
      toast('success', t('saved'), TOAST_DURATION.normal);
      // spec section 4: a successful save goes back to the overview
      navigate(paths.employees.path());
    } catch (err) {
      if (isPortalError(err)) {
        setErrors(err.fieldErrors);
        setGeneral(err.generalErrors);
        err.toastErrors.forEach((m) => toast('error', m, TOAST_DURATION.long));
        if (!Object.keys(err.fieldErrors).length && !err.generalErrors.length && !err.toastErrors.length) {
          toast('error', [err.message, t('failed')].filter(Boolean).join(' '), TOAST_DURATION.long);
        }
      } else toast('error', t('failed'), TOAST_DURATION.long);
    }
  };

  return (
    <form className="ds-card ds-stack" onSubmit={submit} noValidate aria-labelledby="admin-edit-employee-title">
      {general.length > 0 && (
        <Notice kind="error">
          <ul style={{ margin: 0, paddingInlineStart: 'var(--ds-space-4)' }}>
            {general.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div className="ds-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        <TextInput label={t('firstName')} value={form.FirstName} onValueChange={set('FirstName')} maxLength={100} required error={errors.FirstName} />
        <TextInput label={t('lastName')} value={form.LastName} onValueChange={set('LastName')} maxLength={100} required error={errors.LastName} />
        <Select variant="dropdown" label={t('function')} options={functionOptions(intl)} value={String(form.Function)} onChange={(v) => setForm((f) => ({ ...f, Function: Number(v) }))} error={errors.Function} />
        <TextInput label={t('phone')} type="tel" value={form.PhoneNumber} onValueChange={set('PhoneNumber')} maxLength={30} error={errors.PhoneNumber} />
        <TextInput label={t('email')} type="email" value={form.Email} onValueChange={set('Email')} maxLength={256} required error={errors.Email} />
        {salesman && <TextInput label={t('salesTakerCode')} value={form.SalesTakerCode} onValueChange={set('SalesTakerCode')} maxLength={20} error={errors.SalesTakerCode} />}
      </div>
      <div className="ds-row ds-row--end" style={{ gap: 'var(--ds-space-2)' }}>
        <Link to={paths.employees.path()} className="ds-button ds-button--secondary">
          <FormattedMessage id="admin.employees.editUser.cancel" />
        </Link>
        <Button type="submit" variant="primary" busy={isLoading}>
          <FormattedMessage id="admin.employees.editUser.save" />
        </Button>
      </div>
    </form>
  );
}

/**
 * /admin/editUser?id=...: edit an employee (GET account/{id}; PUT Account with the Id), back to
 * /admin/users on success. Main-account users and the signed-in user are not edited here.
 */
export function EditEmployeePage() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `admin.employees.editUser.${key}` });
  const { session } = usePortal();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useGetEmployeeQuery(id, { skip: !id });

  let body;
  if (!id) body = <Notice kind="warning">{t('noId')}</Notice>;
  else if (user.isLoading) body = <LoadingState label={t('loading')} />;
  else if (user.isError || !user.data) body = <ErrorState message={t('loadFailed')} onRetry={() => void user.refetch()} />;
  else if (isLocked(user.data, session?.userId)) body = <Notice kind="info">{t('locked')}</Notice>;
  else body = <EmployeeForm key={user.data.Id} user={user.data} />;

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1 id="admin-edit-employee-title">{user.data ? intl.formatMessage({ id: 'admin.employees.editUser.titleWithName' }, { name: fullName(user.data) }) : t('title')}</h1>
        <Link to={paths.employees.path()} className="ds-button ds-button--link">
          <FormattedMessage id="admin.employees.editUser.back" />
        </Link>
      </div>
      {body}
    </div>
  );
}
