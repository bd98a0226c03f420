import type { User } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ConfirmDialog, EmptyState, Link, paths, Table, type TableColumn, toast, TOAST_DURATION, toastPortalError, useBlockColumn, usePortal } from 'shared-kernel';
import { useBlockEmployeeMutation } from '../api/blockEmployee';
import { useGetEmployeesQuery } from '../api/getEmployees';
import { useRemoveEmployeeMutation } from '../api/removeEmployee';
import { useSendEmployeeResetMailMutation } from '../api/sendEmployeeResetMail';
import { AddEmployeeDialog } from './AddEmployeeDialog';
import { fullName, isLocked, roleLabel } from './employeeLabels';

/**
 * /admin/users: the employees (admins and salesmen) with add-user modal, reset-password mail, block
 * switch, edit and delete (after confirmation). Main-account users and the signed-in user cannot be
 * edited, blocked or deleted (spec section 6).
 */
export function EmployeesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.employees.${id}` }, values);
  const { session } = usePortal();
  const employees = useGetEmployeesQuery();
  const [block] = useBlockEmployeeMutation();
  const [remove] = useRemoveEmployeeMutation();
  const [sendResetMail] = useSendEmployeeResetMailMutation();
  const [mailing, setMailing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [adding, setAdding] = useState(false);
  const locked = (u: User) => isLocked(u, session?.userId);

  const blockColumn = useBlockColumn<User>({ block: (u, IsBlocked) => block({ id: u.Id, IsBlocked }).unwrap(), locked, name: fullName, t });

  // spec section 8: user reset failure 'something went wrong' 5 s; success: notice that no instructions are sent, 5 s
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

  const isMe = (u: User) => u.Id.toLowerCase() === (session?.userId ?? '').toLowerCase();
  const columns: TableColumn<User>[] = [
    {
      id: 'name',
      header: t('name'),
      cell: (u) => (
        <span className="ds-row" style={{ gap: 'var(--ds-space-2)' }}>
          <strong>{fullName(u)}</strong>
          {u.IsMainAccount && <span className="ds-muted">({t('mainAccount')})</span>}
          {!u.IsMainAccount && isMe(u) && <span className="ds-muted">({t('you')})</span>}
        </span>
      ),
    },
    { id: 'email', header: t('email'), cell: (u) => <a href={`mailto:${u.Email}`}>{u.Email}</a> },
    { id: 'phone', header: t('phone'), cell: (u) => u.PhoneNumber || <span className="ds-muted">-</span> },
    { id: 'role', header: t('role'), cell: (u) => roleLabel(intl, u.Role) },
    { id: 'code', header: t('salesTakerCode'), cell: (u) => u.SalesTakerCode || <span className="ds-muted">-</span> },
    blockColumn,
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('actions')}</span>,
      align: 'end',
      cell: (u) => (
        <div className="ds-row ds-row--end" style={{ gap: 'var(--ds-space-2)', flexWrap: 'wrap' }}>
          <Button size="sm" busy={mailing === u.Id} aria-label={t('resetLabel', { name: fullName(u) })} onClick={() => void reset(u)}>
            <FormattedMessage id="admin.employees.reset" />
          </Button>
          {!locked(u) && (
            <>
              <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.employeeEdit.path({ id: u.Id })} aria-label={t('editLabel', { name: fullName(u) })}>
                <FormattedMessage id="admin.employees.edit" />
              </Link>
              <Button size="sm" variant="danger" aria-label={t('deleteLabel', { name: fullName(u) })} onClick={() => setToDelete(u)}>
                <FormattedMessage id="admin.employees.delete" />
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
          <FormattedMessage id="admin.employees.title" />
        </h1>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <FormattedMessage id="admin.employees.addUser" />
        </Button>
      </div>
      <Table
        caption={t('caption')}
        captionHidden
        columns={columns}
        rows={employees.data ?? []}
        rowKey={(u) => u.Id}
        loading={employees.isLoading}
        error={employees.isError ? t('error') : undefined}
        onRetry={() => void employees.refetch()}
        empty={<EmptyState message={t('empty')} />}
      />
      <AddEmployeeDialog open={adding} onOpenChange={setAdding} />
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
    </div>
  );
}
