import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClass, ErrorState, Link, LoadingState, Notice, paths, usePortal, useSearchParams } from 'shared-kernel';
import { fullName, isLocked, UserForm } from 'shared-kernel/user-management';
import { useGetUserQuery, useUpdateAccountMutation } from '../../../api/account';

/**
 * Edit a user of the company (/customer/account/editUser?id=...): GET account/{id}, saved with PUT
 * Account carrying the user's Id (the widget's UserForm), back to the list on success. The main account
 * and the signed-in user are not editable here.
 */
export function EditUserPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useGetUserQuery({ params: { id } }, { skip: !id });
  const [update] = useUpdateAccountMutation();
  const t = (key: string) => intl.formatMessage({ id: `account.users.editUser.${key}` });

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
        cancelTo={paths.accountUsers.path()}
        labelledBy="account-edit-user-title"
        onSave={async (changes) => {
          await update({ body: changes }).unwrap();
          return { savedId: 'account.users.editUser.saved', to: paths.accountUsers.path() };
        }}
      />
    );

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1 id="account-edit-user-title">{user.data ? intl.formatMessage({ id: 'account.users.editUser.titleWithName' }, { name: fullName(user.data) }) : t('title')}</h1>
        <Link to={paths.accountUsers.path()} className={buttonClass('link')}>
          <FormattedMessage id="account.users.editUser.back" />
        </Link>
      </div>
      {body}
    </div>
  );
}
