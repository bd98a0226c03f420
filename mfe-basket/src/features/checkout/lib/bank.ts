/**
 * The distributor's bank account shown to prepayment customers before they place an order. The spec
 * and the API carry no bank details, so they are configuration of this screen (demo values: the
 * textbook example IBAN of ABN AMRO); replace them with the real account.
 */
export const BANK_DETAILS = {
  accountHolder: 'Wholesale Fashion Distribution B.V.',
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'ABNANL2A',
} as const;

/** The text to put in the transfer's description: the customer number and, if given, the own reference. */
export function paymentReference(customerKey: string, reference: string): string {
  return [customerKey, reference.trim()].filter(Boolean).join(' / ');
}
