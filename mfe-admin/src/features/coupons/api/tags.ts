import { adminApi } from '../../../app/api';

/** The coupons feature's cache tag. */
export const couponsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminCoupon'] });
