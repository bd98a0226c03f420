import { adminApi } from '../../../app/api';

/** The size charts feature's cache tag. */
export const sizeChartsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminSizeChart'] });
