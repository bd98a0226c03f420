import { adminApi } from '../../../app/api';

/** The tags of the customer-users feature: the users found. */
export const customerUsersApi = adminApi.enhanceEndpoints({ addTagTypes: ['CustomerUserSearch'] });
