/** The server's fields the checkout shows beside a control; other ModelState fields go to the list above the button. */
export const SHOWN_FIELDS = ['Reference', 'Remarks', 'OrderDeliveryAddress', 'DropshipmentDeliveryAddress', 'CouponCode'] as const;
export type ShownField = (typeof SHOWN_FIELDS)[number];

/**
 * Where a failed order's ModelState goes (the form layer's `errors` and `general`): a field's error beside
 * its control, a nested key with it (`DropshipmentDeliveryAddress.CountryId` beside the dropshipment
 * address; a second message of the same control joins the list), everything else in the list, so no
 * message is lost.
 */
export function placeCheckoutErrors(errors: Record<string, string>, general: readonly string[]): { beside: Partial<Record<ShownField, string>>; listed: string[] } {
  const beside: Partial<Record<ShownField, string>> = {};
  const listed = [...general];
  for (const [field, message] of Object.entries(errors)) {
    const shown = field.split('.')[0] as ShownField;
    if ((SHOWN_FIELDS as readonly string[]).includes(shown) && beside[shown] === undefined) beside[shown] = message;
    else listed.push(message);
  }
  return { beside, listed };
}
