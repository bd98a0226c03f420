import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, paths, usePortal } from 'shared-kernel';
import { AddUserDialog, CUSTOMER_ROLES, UsersTable } from 'shared-kernel/user-management';
import { useForgotPasswordMutation, useRemoveUserMutation } from '../../../api/account';
import { useAddCustomerUserMutation, useBlockCustomerUserMutation, useListCustomerUsersQuery } from '../../../api/customer';

/**
 * The company's users (/customer/account/users, Klant) on the user-management widget: block switch,
 * reset-password mail, edit, delete (with confirmation) and add. The widget keeps the main account and
 * the signed-in user from being edited, blocked or deleted (spec section 6).
 */
export function UsersPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const customerKey = session?.customerKey ?? '';
  const users = useListCustomerUsersQuery({ params: { id: customerKey } }, { skip: !customerKey });
  const [block] = useBlockCustomerUserMutation();
  const [remove] = useRemoveUserMutation();
  const [sendResetMail] = useForgotPasswordMutation();
  const [addUser] = useAddCustomerUserMutation();
  const [adding, setAdding] = useState(false);

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="account.users.title" />
        </h1>
        {customerKey && (
          <Button variant="primary" onClick={() => setAdding(true)}>
            <FormattedMessage id="account.users.addUser" />
          </Button>
        )}
      </div>
      <UsersTable
        caption={intl.formatMessage({ id: 'account.users.caption' })}
        users={users.data}
        loading={users.isLoading}
        failed={users.isError}
        onRetry={() => void users.refetch()}
        currentUserId={session?.userId}
        columns={['function', 'role']}
        onBlock={(u, IsBlocked) => block({ params: { id: customerKey, uid: u.Id }, body: { IsBlocked } }).unwrap()}
        onResetMail={(u) => sendResetMail({ body: { Email: u.Email } }).unwrap()}
        editPath={(u) => paths.accountEditUser.path({ id: u.Id })}
        onDelete={(u) => remove({ body: { Email: u.Email } }).unwrap()}
      />
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        roles={CUSTOMER_ROLES}
        defaultRole="PersoneelKlant"
        onAdd={(user) => addUser({ params: { id: customerKey }, body: { ...user, Role: user.Role as (typeof CUSTOMER_ROLES)[number] } }).unwrap()}
      />
    </div>
  );
}
