import type { Address } from 'shared-kernel/contract';
/** The three address lists of a customer (spec section 7). */
export type AddressKind = 'Invoice' | 'Delivery' | 'Shop';

/** The route segment of an address type (spec section 2: addresses/create/{invoice|delivery|other}). */
export type AddressRouteType = 'invoice' | 'delivery' | 'other';

export interface AddressSectionDef {
  kind: AddressKind;
  routeType: AddressRouteType;
  type: Address['Type'];
}

/** The three sections of the addresses page, in page order. */
export const ADDRESS_SECTIONS: readonly AddressSectionDef[] = [
  { kind: 'Invoice', routeType: 'invoice', type: 'INVOICE' },
  { kind: 'Delivery', routeType: 'delivery', type: 'DELIVERY' },
  { kind: 'Shop', routeType: 'other', type: 'SHOP' },
];

/** The section of a route segment (case-insensitive), or undefined for an unknown one. */
export function sectionOfRouteType(routeType: string | undefined): AddressSectionDef | undefined {
  const t = routeType?.toLowerCase();
  return ADDRESS_SECTIONS.find((s) => s.routeType === t);
}
