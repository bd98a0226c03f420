import { ImpersonationSearch } from 'shared-kernel';
import { useSearchCustomersQuery } from '../api/searchCustomers';

/** Customer search for impersonation (the design system's, over this remote's customer/autocomplete). */
export function CustomerSearch() {
  return <ImpersonationSearch useCustomerHits={useSearchCustomersQuery} />;
}
