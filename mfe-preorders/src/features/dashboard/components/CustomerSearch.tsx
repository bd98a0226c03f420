import { ImpersonationSearch } from 'shared-kernel';
import { useCustomerAutocompleteQuery } from '../../../api/customer';

/** the design system's hook shape (a search text) over the customerAutocomplete operation */
const useCustomerHits = (search: string, options: { skip: boolean }) => useCustomerAutocompleteQuery({ query: { search } }, options);

/** Customer search for impersonation (the design system's, over this remote's customer/autocomplete). */
export function CustomerSearch() {
  return <ImpersonationSearch useCustomerHits={useCustomerHits} />;
}
