import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClass, ErrorState, Link, LoadingState, Notice, paths, usePortal, useSearchParams } from 'shared-kernel';
import { fullName, isLocked, UserForm } from 'shared-kernel/user-management';
import { useGetUserQuery, useUpdateAccountMutation } from '../../../api/account';

/**
 * /admin/editUser?id=...: edit an employee (GET account/{id}; PUT Account with the Id) with the
 * widget's UserForm (the sales-taker code for a salesman), back to /admin/users on success (spec
 * section 4). Main-account users and the signed-in user are not edited here.
 */
export function EditEmployeePage() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `admin.employees.editUser.${key}` });
  const { session } = usePortal();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useGetUserQuery({ params: { id } }, { skip: !id });
  const [update] = useUpdateAccountMutation();

  let body;
  if (!id) body = <Notice kind="warning">{t('noId')}</Notice>;
  else if (user.isLoading) body = <LoadingState label={t('loading')} />;
  else if (user.isError || !user.data) body = <ErrorState message={t('loadFailed')} onRetry={() => void user.refetch()} />;
  else if (isLocked(user.data, session?.userId)) body = <Notice kind="info">{t('locked')}</Notice>;
  else
    body = (
      <UserForm
        key={user.data.Id}
        user={user.data}
        salesTakerCode={user.data.Role === 'Vertegenwoordiger'}
        cancelTo={paths.employees.path()}
        labelledBy="admin-edit-employee-title"
        onSave={async (changes) => {
          await update({ body: changes }).unwrap();
          return { savedId: 'admin.employees.editUser.saved', to: paths.employees.path() };
        }}
      />
    );

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1 id="admin-edit-employee-title">{user.data ? intl.formatMessage({ id: 'admin.employees.editUser.titleWithName' }, { name: fullName(user.data) }) : t('title')}</h1>
        <Link to={paths.employees.path()} className={buttonClass('link')}>
          <FormattedMessage id="admin.employees.editUser.back" />
        </Link>
      </div>
      {body}
    </div>
  );
}
