import { adminApi } from '../../../app/api';

/** The notifications feature's cache tag: list and detail refetch after a save. */
export const notificationsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminNotification'] });
