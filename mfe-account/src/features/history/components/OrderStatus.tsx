import { useIntl } from 'react-intl';

const KNOWN = ['Open', 'InProgress', 'PartiallyDelivered', 'Delivered', 'Cancelled', 'InTransit'];

/** An order, line or shipment status in words (unknown values as the API sends them). */
export function useStatusText(): (status: string) => string {
  const intl = useIntl();
  return (status) => (KNOWN.includes(status) ? intl.formatMessage({ id: `account.history.status.${status}` }) : status);
}
