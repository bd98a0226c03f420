import { adminApi } from '../../../app/api';

/** The countries feature's cache tag. */
export const countriesApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminCountry'] });
