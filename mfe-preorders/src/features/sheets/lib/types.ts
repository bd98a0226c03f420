/** Spec section 9: admin overviews show 12 rows per page. */
export const ADMIN_PAGE_SIZE = 12;
/** Spec section 9: closed pre-orders have State 3. */
export const CLOSED_PREORDER_STATE = 3;
