import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState, LoadingState, roleFlags, usePortal } from 'shared-kernel';
import { useGetAccountQuery } from '../../../api/account';
import { useGetCustomerQuery } from '../../../api/customer';
import { CompanySection } from './CompanySection';
import { PasswordSection } from './PasswordSection';
import { PersonalSection } from './PersonalSection';

/**
 * Account edit (/customer/account/edit and /salesman/account/edit): personal data, password, and for
 * customers (Klant) the company and extra data. A salesman gets the sales-taker code field.
 */
export function AccountEditPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const flags = roleFlags(session);
  const account = useGetAccountQuery();
  const withCompany = flags.isCustomer && !!session?.customerKey;
  const customer = useGetCustomerQuery({ params: { id: session?.customerKey ?? '' } }, { skip: !withCompany });

  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id="account.accountEdit.title" />
      </h1>
      {account.isLoading ? (
        <LoadingState label={intl.formatMessage({ id: 'account.accountEdit.loading' })} />
      ) : account.isError || !account.data ? (
        <ErrorState message={intl.formatMessage({ id: 'account.accountEdit.loadFailed' })} onRetry={() => void account.refetch()} />
      ) : (
        <PersonalSection key={account.data.Id} user={account.data} withSalesTakerCode={flags.isSalesman} />
      )}
      <PasswordSection />
      {withCompany &&
        (customer.isLoading ? (
          <LoadingState label={intl.formatMessage({ id: 'account.accountEdit.company.loading' })} />
        ) : customer.isError || !customer.data ? (
          <ErrorState message={intl.formatMessage({ id: 'account.accountEdit.company.loadFailed' })} onRetry={() => void customer.refetch()} />
        ) : (
          <CompanySection key={customer.data.Key} customer={customer.data} />
        ))}
    </div>
  );
}
