import { accountApi } from '../../../app/api';

/** The tags of the users feature: a company's users and one user. */
export const usersApi = accountApi.enhanceEndpoints({ addTagTypes: ['CustomerUsers', 'AccountUser'] });
