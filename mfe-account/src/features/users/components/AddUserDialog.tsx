import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, isPortalError, Notice, Select, TextInput, toast, TOAST_DURATION } from 'shared-kernel';
import type { AddUser } from 'shared-kernel/contract';
import { useAddUserMutation } from '../api/addUser';
import { COMPANY_ROLES, functionOptions, roleLabel } from './userLabels';

const EMPTY: AddUser = { FirstName: '', LastName: '', Function: 0, PhoneNumber: '', Email: '', Role: 'PersoneelKlant' };

interface Props {
  customerKey: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The add-user form in a dialog (POST customer/{key}/user). Field errors (ModelState `addUserModel.`
 * prefix stripped) show beside the fields, the general `model` list above the form.
 */
export function AddUserDialog({ customerKey, open, onOpenChange }: Props) {
  const intl = useIntl();
  const [form, setForm] = useState<AddUser>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [addUser, { isLoading }] = useAddUserMutation();
  const t = (id: string) => intl.formatMessage({ id: `account.users.add.${id}` });
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
    try {
      await addUser({
        customerKey,
        user: { ...form, FirstName: form.FirstName.trim(), LastName: form.LastName.trim(), PhoneNumber: form.PhoneNumber.trim(), Email: form.Email.trim() },
      }).unwrap();
      toast('success', intl.formatMessage({ id: 'account.users.add.saved' }, { email: form.Email.trim() }), TOAST_DURATION.normal);
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
            <FormattedMessage id="account.users.add.cancel" />
          </Button>
          <Button type="submit" form="account-add-user" variant="primary" busy={isLoading}>
            <FormattedMessage id="account.users.add.submit" />
          </Button>
        </>
      }
    >
      <form id="account-add-user" className="ds-stack" onSubmit={submit} noValidate>
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
            options={COMPANY_ROLES.map((r) => ({ value: r, label: roleLabel(intl, r) }))}
            value={form.Role}
            onChange={(v) => setForm((f) => ({ ...f, Role: v as AddUser['Role'] }))}
            error={errors.Role}
          />
        </div>
      </form>
    </Dialog>
  );
}
