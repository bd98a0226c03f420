import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, buttonClass, ConfirmDialog, EmptyState, Link, Table, type TableColumn, toast, TOAST_DURATION, toastPortalError, useBlockColumn } from 'shared-kernel';
import type { User } from 'shared-kernel/contract';
import { WithUserMessages } from './messages';
import { fullName, functionLabel, isLocked, isSelf, roleLabel } from './userLabels';
import styles from './UsersTable.module.css';

/** The columns a table may add between the e-mail and the Blocked column, in the order given. */
export type UserColumn = 'customer' | 'function' | 'phone' | 'role' | 'salesTakerCode';

export interface UsersTableProps {
  /** the table's accessible name */
  caption: string;
  users: User[] | undefined;
  loading?: boolean;
  /** the users could not be loaded (with `onRetry`) */
  failed?: boolean;
  onRetry?: () => void;
  /** the signed-in user (shown as you, locked) */
  currentUserId: string | undefined;
  columns?: readonly UserColumn[];
  /** blocks or unblocks at once (the remote's call; rejects on failure) */
  onBlock: (user: User, IsBlocked: boolean) => Promise<unknown>;
  /** a user the table may not block besides the locked ones (e.g. one without a customer) */
  blockable?: (user: User) => boolean;
  /** sends the user a reset-password e-mail: a Reset password button per user */
  onResetMail?: (user: User) => Promise<unknown>;
  /** the edit page of a user (below the locale): an Edit link per user who is not locked */
  editPath?: (user: User) => string;
  /** deletes the user: a Delete button (after confirmation) per user who is not locked */
  onDelete?: (user: User) => Promise<unknown>;
}

/**
 * The users table of user management (account users, employees, customer users) with the rules of
 * spec section 6: the main account and the signed-in user are not edited, blocked or deleted (their
 * Blocked column reads Yes/No); block applies at once, delete after a confirmation, reset-password
 * mail with the toasts of spec section 8. The remote passes the data and the calls.
 */
export function UsersTable(props: UsersTableProps) {
  return (
    <WithUserMessages>
      <Users {...props} />
    </WithUserMessages>
  );
}

function Users({ caption, users, loading, failed, onRetry, currentUserId, columns = [], onBlock, blockable, onResetMail, editPath, onDelete }: UsersTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `userManagement.table.${id}` }, values);
  const [mailing, setMailing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const locked = (u: User) => isLocked(u, currentUserId);

  const blockColumn = useBlockColumn<User>({ block: onBlock, locked: (u) => locked(u) || (blockable ? !blockable(u) : false), name: fullName, t });

  // spec section 8: reset failure 'something went wrong' 5 s; success says no instructions are sent, 5 s
  const reset = async (u: User) => {
    if (!onResetMail) return;
    setMailing(u.Id);
    try {
      await onResetMail(u);
      toast('info', t('resetSent', { email: u.Email }), TOAST_DURATION.longer);
    } catch {
      toast('error', t('resetFailed'), TOAST_DURATION.longer);
    } finally {
      setMailing(null);
    }
  };

  const confirmDelete = async () => {
    const u = toDelete;
    if (!u || !onDelete) return;
    try {
      await onDelete(u);
      toast('success', t('deleted', { name: fullName(u) }), TOAST_DURATION.normal);
    } catch (err) {
      toastPortalError(err, t('deleteFailed'), TOAST_DURATION.long);
    }
    setToDelete(null);
  };

  const dash = <span className="ds-muted">-</span>;
  const extra: Record<UserColumn, TableColumn<User>> = {
    customer: { id: 'customer', header: t('customer'), cell: (u) => u.CustomerId || dash },
    function: { id: 'function', header: intl.formatMessage({ id: 'userManagement.function' }), cell: (u) => functionLabel(intl, u.Function) },
    phone: { id: 'phone', header: t('phone'), cell: (u) => u.PhoneNumber || dash },
    role: { id: 'role', header: intl.formatMessage({ id: 'userManagement.role' }), cell: (u) => roleLabel(intl, u.Role) },
    salesTakerCode: { id: 'salesTakerCode', header: intl.formatMessage({ id: 'userManagement.salesTakerCode' }), cell: (u) => u.SalesTakerCode || dash },
  };
  const actions = Boolean(onResetMail || editPath || onDelete);

  const tableColumns: TableColumn<User>[] = [
    {
      id: 'name',
      header: t('name'),
      cell: (u) => (
        <span className={styles.name}>
          <span>{fullName(u)}</span>
          {u.IsMainAccount && <span className="ds-muted">{t('mainAccount')}</span>}
          {!u.IsMainAccount && isSelf(u, currentUserId) && <span className="ds-muted">{t('you')}</span>}
        </span>
      ),
    },
    { id: 'email', header: t('email'), cell: (u) => <a href={`mailto:${u.Email}`}>{u.Email}</a> },
    ...columns.map((c) => extra[c]),
    blockColumn,
    ...(actions
      ? [
          {
            id: 'actions',
            header: t('actions'),
            align: 'end' as const,
            cell: (u: User) => (
              <div className={styles.actions}>
                {onResetMail && (
                  <Button size="sm" busy={mailing === u.Id} aria-label={t('resetLabel', { name: fullName(u) })} onClick={() => void reset(u)}>
                    <FormattedMessage id="userManagement.table.reset" />
                  </Button>
                )}
                {!locked(u) && editPath && (
                  <Link className={buttonClass('secondary', 'sm')} to={editPath(u)} aria-label={t('editLabel', { name: fullName(u) })}>
                    <FormattedMessage id="userManagement.table.edit" />
                  </Link>
                )}
                {!locked(u) && onDelete && (
                  <Button size="sm" variant="danger" aria-label={t('deleteLabel', { name: fullName(u) })} onClick={() => setToDelete(u)}>
                    <FormattedMessage id="userManagement.table.delete" />
                  </Button>
                )}
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table
        caption={caption}
        captionHidden
        columns={tableColumns}
        rows={users ?? []}
        rowKey={(u) => u.Id}
        loading={loading}
        error={failed ? t('loadFailed') : undefined}
        onRetry={onRetry}
        empty={<EmptyState message={t('empty')} />}
      />
      {onDelete && (
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => !open && setToDelete(null)}
          title={t('deleteTitle')}
          question={t('deleteQuestion', { name: toDelete ? fullName(toDelete) : '' })}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          danger
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
}
