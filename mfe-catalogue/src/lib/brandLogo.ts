/** Spec section 9: logo 170 x 79 (brand logos on Our brands and the product detail). */
export const BRAND_LOGO = { width: 170, height: 79 } as const;
