import { AddUserDialog as UserDialog, CUSTOMER_ROLES } from 'shared-kernel/user-management';
import type { AddUser } from 'shared-kernel/contract';
import { useAddCustomerUserMutation } from '../../../api/customer';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerKey: string;
  customerName: string;
  /** the new user was created: their e-mail */
  onAdded: (email: string) => void;
}

/**
 * Creates a user for the customer (POST customer/{id}/user) with the user-management widget's dialog:
 * failures show inside it (it sits over the create form), and the main-account role is not offered to
 * a salesman (issue 15; the server refuses it).
 */
export function AddUserDialog({ open, onOpenChange, customerKey, customerName, onAdded }: Props) {
  const [addUser] = useAddCustomerUserMutation();
  return (
    <UserDialog
      open={open}
      onOpenChange={onOpenChange}
      roles={CUSTOMER_ROLES}
      defaultRole="PersoneelKlant"
      customerName={customerName}
      feedback="inline"
      onAdd={(user) => addUser({ params: { id: customerKey }, body: { ...user, Role: user.Role as AddUser['Role'] } }).unwrap()}
      onAdded={onAdded}
    />
  );
}
