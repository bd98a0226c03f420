import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ConfirmDialog, EmptyState, Link, paths, Table, type TableColumn, toast, TOAST_DURATION, toastPortalError, useBlockColumn, usePortal } from 'shared-kernel';
import type { User } from 'shared-kernel/contract';
import { useBlockUserMutation } from '../api/blockUser';
import { useGetCustomerUsersQuery } from '../api/getCustomerUsers';
import { useRemoveUserMutation } from '../api/removeUser';
import { useSendResetMailMutation } from '../api/sendResetMail';
import { AddUserDialog } from './AddUserDialog';
import { functionLabel, roleLabel } from './userLabels';

const fullName = (u: User) => [u.FirstName, u.LastName].filter(Boolean).join(' ');

/**
 * The company's users (/customer/account/users, Klant): block switch, reset-password mail, edit,
 * delete (with confirmation) and add. The main account and the signed-in user cannot be edited,
 * blocked or deleted (spec section 6).
 */
export function UsersPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const customerKey = session?.customerKey ?? '';
  const users = useGetCustomerUsersQuery(customerKey, { skip: !customerKey });
  const [block] = useBlockUserMutation();
  const [remove] = useRemoveUserMutation();
  const [sendResetMail] = useSendResetMailMutation();
  const [mailing, setMailing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [adding, setAdding] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `account.users.${id}` }, values);

  const locked = (u: User) => u.IsMainAccount || u.Id.toLowerCase() === session?.userId.toLowerCase();

  const blockColumn = useBlockColumn<User>({ block: (u, IsBlocked) => block({ customerKey, userId: u.Id, IsBlocked }).unwrap(), locked, name: fullName, t });

  // spec section 8: user reset failure 'something went wrong' 5 s; success: no instructions are sent, 5 s
  const reset = async (u: User) => {
    setMailing(u.Id);
    try {
      await sendResetMail({ Email: u.Email }).unwrap();
      toast('info', t('resetSent', { email: u.Email }), TOAST_DURATION.longer);
    } catch {
      toast('error', t('resetFailed'), TOAST_DURATION.longer);
    } finally {
      setMailing(null);
    }
  };

  const confirmDelete = async () => {
    const u = toDelete;
    if (!u) return;
    try {
      await remove({ Email: u.Email }).unwrap();
      toast('success', t('deleted', { name: fullName(u) }), TOAST_DURATION.normal);
    } catch (err) {
      toastPortalError(err, t('deleteFailed'), TOAST_DURATION.long);
    }
    setToDelete(null);
  };

  const columns: TableColumn<User>[] = [
    {
      id: 'name',
      header: t('name'),
      cell: (u) => (
        <span className="ds-row" style={{ gap: 'var(--ds-space-2)' }}>
          <span>{fullName(u)}</span>
          {u.IsMainAccount && <span className="ds-muted">{t('mainAccount')}</span>}
          {!u.IsMainAccount && u.Id.toLowerCase() === session?.userId.toLowerCase() && <span className="ds-muted">{t('you')}</span>}
        </span>
      ),
    },
    { id: 'email', header: t('email'), cell: (u) => <a href={`mailto:${u.Email}`}>{u.Email}</a> },
    { id: 'function', header: t('function'), cell: (u) => functionLabel(intl, u.Function) },
    { id: 'role', header: t('role'), cell: (u) => roleLabel(intl, u.Role) },
    blockColumn,
    {
      id: 'actions',
      header: t('actions'),
      align: 'end',
      cell: (u) => (
        <div className="ds-row ds-row--end" style={{ gap: 'var(--ds-space-2)', flexWrap: 'wrap' }}>
          <Button size="sm" busy={mailing === u.Id} aria-label={t('resetLabel', { name: fullName(u) })} onClick={() => void reset(u)}>
            <FormattedMessage id="account.users.reset" />
          </Button>
          {!locked(u) && (
            <>
              <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.accountEditUser.path({ id: u.Id })} aria-label={t('editLabel', { name: fullName(u) })}>
                <FormattedMessage id="account.users.edit" />
              </Link>
              <Button size="sm" variant="danger" aria-label={t('deleteLabel', { name: fullName(u) })} onClick={() => setToDelete(u)}>
                <FormattedMessage id="account.users.delete" />
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

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
      <Table
        caption={t('caption')}
        captionHidden
        columns={columns}
        rows={users.data ?? []}
        rowKey={(u) => u.Id}
        loading={users.isLoading}
        error={users.isError ? t('loadFailed') : undefined}
        onRetry={() => void users.refetch()}
        empty={<EmptyState message={t('empty')} />}
      />
      <AddUserDialog customerKey={customerKey} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('deleteTitle')}
        question={t('deleteQuestion', { name: toDelete ? fullName(toDelete) : '' })}
        confirmLabel={t('delete')}
        danger
        onConfirm={confirmDelete}
      />
    </div>
  );
}
