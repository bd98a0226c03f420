// The user-management widget (issue 17): `import { UsersTable, AddUserDialog, UserForm } from
// 'shared-kernel/user-management'`. An entry of its own: each remote that manages users bundles it
// (its runtime imports go through the 'shared-kernel' singleton), so the shell's first load does not grow.
export { UsersTable, type UsersTableProps, type UserColumn } from './UsersTable';
export { AddUserDialog, type AddUserDialogProps, type NewUser } from './AddUserDialog';
export { UserForm, type UserFormProps, type UserUpdate } from './UserForm';
export { UserFields, trimmedUser, type UserFieldsProps, type UserDraft } from './UserFields';
export { WithUserMessages, userManagementMessages } from './messages';
export { addableRoles, CUSTOMER_ROLES, EMPLOYEE_ROLES, FUNCTION_CODES, fullName, functionLabel, functionOptions, isLocked, isSelf, roleLabel } from './userLabels';
