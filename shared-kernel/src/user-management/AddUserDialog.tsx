import { useId, useMemo, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, FormErrors, useDraftForm, usePortal } from 'shared-kernel';
import type { Role } from 'shared-kernel/contract';
import { WithUserMessages } from './messages';
import { trimmedUser, UserFields, type UserDraft } from './UserFields';
import { addableRoles } from './userLabels';

/** What the add-user dialog sends: AddUser, plus the sales-taker code when the dialog has it. */
export interface NewUser {
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  Function: number;
  Role: Role;
  SalesTakerCode?: string | null;
}

export interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the roles the user may get (CUSTOMER_ROLES, EMPLOYEE_ROLES); Klant is left out while impersonating and for a salesman */
  roles: readonly Role[];
  /** the role chosen at first */
  defaultRole: Role;
  /** adds the user (the remote's call); rejects with the portal error, whose ModelState shows on the fields */
  onAdd: (user: NewUser) => Promise<unknown>;
  /** called after the user was added, with their e-mail */
  onAdded?: (email: string) => void;
  /** names the customer in the description (a salesman adding a user to a customer) */
  customerName?: string;
  /** asks a salesman's sales-taker code (employees) */
  salesTakerCode?: boolean;
  /**
   * 'toast' (default): a success toast, failures without ModelState as toasts. 'inline': no success
   * toast (the caller says it) and every failure above the form (a dialog over a form page).
   */
  feedback?: 'toast' | 'inline';
}

/**
 * The add-user form in a dialog (spec section 6): the user's fields, client checks of the required
 * ones, ModelState errors (`addUserModel.` stripped) on the fields and above them. The remote passes
 * the call; the dialog knows no API.
 */
export function AddUserDialog(props: AddUserDialogProps) {
  if (!props.open) return null;
  return (
    <WithUserMessages>
      <AddUserForm {...props} />
    </WithUserMessages>
  );
}

function AddUserForm({ open, onOpenChange, roles, defaultRole, onAdd, onAdded, customerName, salesTakerCode, feedback = 'toast' }: AddUserDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `userManagement.add.${id}` }, values);
  const { session } = usePortal();
  const offered = useMemo(() => addableRoles(roles, session), [roles, session]);
  const initial = useMemo<UserDraft & { Role: Role }>(
    () => ({ FirstName: '', LastName: '', Email: '', PhoneNumber: '', Function: 0, Role: offered.includes(defaultRole) ? defaultRole : offered[0], SalesTakerCode: '' }),
    [offered, defaultRole],
  );
  const form = useDraftForm(initial, { failureId: 'userManagement.add.failed', failureIn: feedback === 'inline' ? 'general' : 'toast' });
  const formId = useId();

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.submitWith(async (draft) => {
    const d = trimmedUser(draft);
    const { SalesTakerCode, ...user } = d;
    const body: NewUser = salesTakerCode ? { ...user, SalesTakerCode: d.Role === 'Vertegenwoordiger' ? SalesTakerCode || null : null } : user;
    await onAdd(body);
    onAdded?.(body.Email);
    close(false);
    return feedback === 'toast' ? { savedId: 'userManagement.add.saved', savedValues: { email: body.Email } } : {};
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const required = intl.formatMessage({ id: 'userManagement.required' });
    const missing = Object.fromEntries((['FirstName', 'LastName', 'Email'] as const).filter((f) => !form.draft[f].trim()).map((f) => [f, required]));
    if (Object.keys(missing).length) {
      form.setErrors(missing);
      return;
    }
    void submit();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('title')}
      description={customerName === undefined ? t('description') : t('descriptionFor', { customer: customerName })}
      footer={
        <>
          <Button onClick={() => close(false)}>
            <FormattedMessage id="userManagement.add.cancel" />
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={form.busy}>
            <FormattedMessage id="userManagement.add.submit" />
          </Button>
        </>
      }
    >
      <form id={formId} className="ds-stack" onSubmit={onSubmit} noValidate>
        <FormErrors errors={form.general} />
        <UserFields draft={form.draft} set={form.set} errors={form.errors} roles={offered} salesTakerCode={salesTakerCode && form.draft.Role === 'Vertegenwoordiger'} />
      </form>
    </Dialog>
  );
}
