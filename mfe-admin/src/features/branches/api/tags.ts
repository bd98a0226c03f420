import { adminApi } from '../../../app/api';

/** The branches feature's cache tag. */
export const branchesApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminBranch'] });
