import type { IntlShape } from 'react-intl';
import { formatDate } from 'shared-kernel';
import type { Address } from 'shared-kernel/contract';
import { headerFieldsOf, type GroupValue, type HeaderField, type HeaderValues, type OutboxChange, type ProductValue, type VariantValue } from '../lib/model';

/** A header value as the sync center shows it. */
export function headerValueText(intl: IntlShape, field: HeaderField, value: unknown, addresses: readonly Address[] = []): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'preorders.offline.yes' : 'preorders.offline.no' });
  if (field === 'PreOrderDiscount') return `${String(value)}%`;
  if (field === 'Address') {
    const a = addresses.find((x) => x.Id === value);
    return a ? [a.Name, a.Street, a.City].filter(Boolean).join(', ') : `#${String(value)}`;
  }
  return String(value);
}

/** the header fields a change changed (from the values it was based on; all it carries when unknown) */
export function changedFields(change: OutboxChange): HeaderField[] {
  const value = change.value as HeaderValues;
  const base = change.baseValues;
  return headerFieldsOf(change.headerKind ?? 'sales').filter((f) => f in value && (!base || !(f in base) || (base[f] ?? null) !== (value[f] ?? null)));
}

/** what a change sets, in words */
export function describeChange(intl: IntlShape, change: OutboxChange, addresses: readonly Address[] = []): string {
  switch (change.kind) {
    case 'variant':
      return intl.formatMessage({ id: 'preorders.offline.value.amount' }, { amount: (change.value as VariantValue).Amount });
    case 'product': {
      const v = change.value as ProductValue;
      return intl.formatMessage({ id: v.DeliveryDate ? 'preorders.offline.value.productDate' : 'preorders.offline.value.product' }, { discount: v.PreOrderDiscount, date: formatDate(v.DeliveryDate) });
    }
    case 'group':
      return intl.formatMessage({ id: 'preorders.offline.value.group' }, { discount: (change.value as GroupValue).PreOrderDiscount });
    case 'header': {
      const value = change.value as HeaderValues;
      const fields = changedFields(change);
      if (!fields.length) return intl.formatMessage({ id: 'preorders.offline.value.headerSame' });
      return fields.map((f) => `${intl.formatMessage({ id: `preorders.offline.field.${f}` })}: ${headerValueText(intl, f, value[f], addresses)}`).join('; ');
    }
  }
}
