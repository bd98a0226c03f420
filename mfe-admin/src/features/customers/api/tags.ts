import { adminApi } from '../../../app/api';

/** The tags of the customers feature: the list, one customer, its users and its dealer-locator addresses. */
export const customersApi = adminApi.enhanceEndpoints({ addTagTypes: ['Customer', 'CustomerDetailUsers', 'DealerLocator'] });
