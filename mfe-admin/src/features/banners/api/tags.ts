import { adminApi } from '../../../app/api';

/** The banners feature's cache tag: list and detail refetch after a save. */
export const bannersApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminBanner'] });
