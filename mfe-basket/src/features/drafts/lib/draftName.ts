/** the longest draft name (the API's rule: 1-60 characters) */
export const DRAFT_NAME_MAX = 60;
