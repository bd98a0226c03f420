/** Spec section 9 image sizes used on the overview. */
export const GROUP_IMAGE = { width: 230, height: 180 } as const;
export const BANNER_IMAGE = { width: 1170, height: 150 } as const;
