/** Minimum password length: registration rule, also the hint (spec sections 5 and 9). */
export const PASSWORD_MIN_LENGTH = 6;
/** E-mail validation debounce (spec section 9). */
export const EMAIL_DEBOUNCE_MS = 500;
/** The header re-reads the saved shop filters every 500 ms (spec section 2). */
export const SHOP_FILTERS_REFRESH_MS = 500;
