import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, paths, usePortal } from 'shared-kernel';
import type { AddEmployee } from 'shared-kernel/contract';
import { AddUserDialog, EMPLOYEE_ROLES, UsersTable } from 'shared-kernel/user-management';
import {
  useBlockUserMutation,
  useCreateEmployeeMutation,
  useForgotPasswordMutation,
  useListEmployeesQuery,
  useRemoveUserMutation,
} from '../../../api/account';

/**
 * /admin/users: the employees (admins and salesmen) on the user-management widget, with the add-user
 * dialog (sales-taker code for a salesman), reset-password mail, block switch, edit and delete (after
 * confirmation). The widget keeps main-account users and the signed-in user from being edited, blocked
 * or deleted (spec section 6).
 */
export function EmployeesPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const employees = useListEmployeesQuery();
  const [block] = useBlockUserMutation();
  const [remove] = useRemoveUserMutation();
  const [sendResetMail] = useForgotPasswordMutation();
  const [create] = useCreateEmployeeMutation();
  const [adding, setAdding] = useState(false);

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="admin.employees.title" />
        </h1>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <FormattedMessage id="admin.employees.addUser" />
        </Button>
      </div>
      <UsersTable
        caption={intl.formatMessage({ id: 'admin.employees.caption' })}
        users={employees.data}
        loading={employees.isLoading}
        failed={employees.isError}
        onRetry={() => void employees.refetch()}
        currentUserId={session?.userId}
        columns={['phone', 'role', 'salesTakerCode']}
        onBlock={(u, IsBlocked) => block({ params: { id: u.Id }, body: { IsBlocked } }).unwrap()}
        onResetMail={(u) => sendResetMail({ body: { Email: u.Email } }).unwrap()}
        editPath={(u) => paths.employeeEdit.path({ id: u.Id })}
        onDelete={(u) => remove({ body: { Email: u.Email } }).unwrap()}
      />
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        roles={EMPLOYEE_ROLES}
        defaultRole="Vertegenwoordiger"
        salesTakerCode
        onAdd={(user) => create({ body: { ...user, Role: user.Role as AddEmployee['Role'], SalesTakerCode: user.SalesTakerCode ?? null } }).unwrap()}
      />
    </div>
  );
}
