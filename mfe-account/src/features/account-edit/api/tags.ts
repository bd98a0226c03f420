import { accountApi } from '../../../app/api';

/** The tags of the account-edit feature: the signed-in user and their company. */
export const accountEditApi = accountApi.enhanceEndpoints({ addTagTypes: ['Account', 'Customer'] });
