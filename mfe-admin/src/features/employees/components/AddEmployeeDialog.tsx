import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, isPortalError, Notice, Select, TextInput, toast, TOAST_DURATION } from 'shared-kernel';
import { useCreateEmployeeMutation, type NewEmployee } from '../api/createEmployee';
import { EMPLOYEE_ROLES, functionOptions, roleLabel } from './employeeLabels';

const EMPTY: NewEmployee = { FirstName: '', LastName: '', Email: '', PhoneNumber: '', Function: 0, Role: 'Vertegenwoordiger', SalesTakerCode: null };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The add-user form of the employees screen, in a dialog. Field errors (ModelState, `addUserModel.`
 * prefix stripped) show beside the fields, the general list above the form.
 */
export function AddEmployeeDialog({ open, onOpenChange }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.employees.add.${id}` });
  const [form, setForm] = useState<NewEmployee>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [create, { isLoading }] = useCreateEmployeeMutation();
  const set = (field: 'FirstName' | 'LastName' | 'PhoneNumber' | 'Email') => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const close = (next: boolean) => {
    if (!next) {
      setForm(EMPTY);
      setErrors({});
      setGeneral([]);
    }
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setGeneral([]);
    const body: NewEmployee = {
      ...form,
      FirstName: form.FirstName.trim(),
      LastName: form.LastName.trim(),
      Email: form.Email.trim(),
      PhoneNumber: form.PhoneNumber.trim(),
      SalesTakerCode: form.Role === 'Vertegenwoordiger' ? form.SalesTakerCode?.trim() || null : null,
    };
    try {
      await create(body).unwrap();
      toast('success', intl.formatMessage({ id: 'admin.employees.add.saved' }, { email: body.Email }), TOAST_DURATION.normal);
      close(false);
    } catch (err) {
      if (!isPortalError(err)) {
        toast('error', t('failed'), TOAST_DURATION.long);
        return;
      }
      setErrors(err.fieldErrors);
      setGeneral(err.generalErrors);
      err.toastErrors.forEach((m) => toast('error', m, TOAST_DURATION.long));
      if (!Object.keys(err.fieldErrors).length && !err.generalErrors.length && !err.toastErrors.length) {
        toast('error', [err.message, t('failed')].filter(Boolean).join(' '), TOAST_DURATION.long);
      }
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('title')}
      description={t('description')}
      footer={
        <>
          <Button onClick={() => close(false)}>
            <FormattedMessage id="admin.employees.add.cancel" />
          </Button>
          <Button type="submit" form="admin-add-employee" variant="primary" busy={isLoading}>
            <FormattedMessage id="admin.employees.add.submit" />
          </Button>
        </>
      }
    >
      <form id="admin-add-employee" className="ds-stack" onSubmit={submit} noValidate>
        {general.length > 0 && (
          <Notice kind="error">
            <ul style={{ margin: 0, paddingInlineStart: 'var(--ds-space-4)' }}>
              {general.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Notice>
        )}
        <div className="ds-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
          <TextInput label={t('firstName')} value={form.FirstName} onValueChange={set('FirstName')} maxLength={100} required error={errors.FirstName} />
          <TextInput label={t('lastName')} value={form.LastName} onValueChange={set('LastName')} maxLength={100} required error={errors.LastName} />
          <TextInput label={t('email')} type="email" value={form.Email} onValueChange={set('Email')} maxLength={256} required error={errors.Email} />
          <TextInput label={t('phone')} type="tel" value={form.PhoneNumber} onValueChange={set('PhoneNumber')} maxLength={30} error={errors.PhoneNumber} />
          <Select variant="dropdown" label={t('function')} options={functionOptions(intl)} value={String(form.Function)} onChange={(v) => setForm((f) => ({ ...f, Function: Number(v) }))} error={errors.Function} />
          <Select
            variant="dropdown"
            label={t('role')}
            options={EMPLOYEE_ROLES.map((r) => ({ value: r, label: roleLabel(intl, r) }))}
            value={form.Role}
            onChange={(v) => setForm((f) => ({ ...f, Role: v as NewEmployee['Role'] }))}
            error={errors.Role}
          />
          {form.Role === 'Vertegenwoordiger' && (
            <TextInput
              label={t('salesTakerCode')}
              value={form.SalesTakerCode ?? ''}
              onValueChange={(v) => setForm((f) => ({ ...f, SalesTakerCode: v }))}
              maxLength={20}
              error={errors.SalesTakerCode}
            />
          )}
        </div>
      </form>
    </Dialog>
  );
}
