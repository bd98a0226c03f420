import { FormattedMessage } from 'react-intl';
import { Button, buttonClass, FormErrors, Link, useDraftForm, type Saved } from 'shared-kernel';
import styles from './UsersTable.module.css';
import type { User } from 'shared-kernel/contract';
import { WithUserMessages } from './messages';
import { trimmedUser, UserFields, type UserDraft } from './UserFields';

/** What the edit form sends: PUT Account's body with the user's Id (the sales-taker code only when the form has it). */
export interface UserUpdate {
  Id: string;
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  Function: number;
  SalesTakerCode?: string | null;
}

export interface UserFormProps {
  user: User;
  /** saves (the remote's call) and says what follows: the success toast's id and where to go (the form layer's Saved) */
  onSave: (update: UserUpdate) => Promise<Saved<UserDraft>>;
  /** the Cancel link (below the locale) */
  cancelTo: string;
  /** asks the sales-taker code (a salesman's, edited by an admin) */
  salesTakerCode?: boolean;
  /** the id of the page heading that names the form */
  labelledBy?: string;
}

/**
 * The edit form of one user (spec section 6) on the form layer: the user's fields, Cancel and Save;
 * ModelState errors on the fields and above them. Whether the user may be edited at all
 * (`isLocked`) is the page's to decide.
 */
export function UserForm(props: UserFormProps) {
  return (
    <WithUserMessages>
      <UserEditForm {...props} />
    </WithUserMessages>
  );
}

function UserEditForm({ user, onSave, cancelTo, salesTakerCode, labelledBy }: UserFormProps) {
  const initial: UserDraft = {
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
    PhoneNumber: user.PhoneNumber,
    Function: user.Function,
    ...(salesTakerCode ? { SalesTakerCode: user.SalesTakerCode ?? '' } : {}),
  };
  const form = useDraftForm(initial, 'userManagement.edit.failed');
  const submit = form.submitWith((draft) => {
    const d = trimmedUser(draft);
    return onSave({
      Id: user.Id,
      FirstName: d.FirstName,
      LastName: d.LastName,
      Function: d.Function,
      PhoneNumber: d.PhoneNumber,
      Email: d.Email,
      ...(salesTakerCode ? { SalesTakerCode: d.SalesTakerCode || null } : {}),
    });
  });

  return (
    <form className="ds-card ds-stack" onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <FormErrors errors={form.general} />
      <UserFields draft={form.draft} set={form.set} errors={form.errors} salesTakerCode={salesTakerCode} wide />
      <div className={styles.actions}>
        <Link to={cancelTo} className={buttonClass('secondary')}>
          <FormattedMessage id="userManagement.edit.cancel" />
        </Link>
        <Button type="submit" variant="primary" busy={form.busy}>
          <FormattedMessage id="userManagement.edit.save" />
        </Button>
      </div>
    </form>
  );
}
