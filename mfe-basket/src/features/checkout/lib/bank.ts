/*
 * The distributor's bank account shown to prepayment customers is deployment configuration: the shell's
 * config.json `prepaymentBank`, passed with the parcel props (usePortal().config). The spec and the API
 * carry none.
 */

/** The text to put in the transfer's description: the customer number and, if given, the own reference. */
export function paymentReference(customerKey: string, reference: string): string {
  return [customerKey, reference.trim()].filter(Boolean).join(' / ');
}
