import type { Country } from 'shared-kernel/contract';
import { makeCountry } from '../../../test/fixtures';

/** Belgium (5, BE) with its names in the three languages, available, with its costs in euro. */
export function makeBelgium(over: Partial<Country> = {}): Country {
  return makeCountry(5, 'BE', 'Belgium', {
    NameNL: 'België',
    NameFR: 'Belgique',
    Costs: [{ CurrencyId: 1, ShippingCosts: 12.5, DropShipmentCosts: 8, FreeDeliveryShippingCosts: 500, FreeDeliveryDropShipmentCosts: 250 }],
    ...over,
  });
}
