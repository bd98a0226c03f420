import { z } from 'zod';
import { CustomerRefSchema, IdParamsSchema, defineOperations, WebUrlSchema } from './common';

export const ADDRESS_TYPES = ['INVOICE', 'DELIVERY', 'SHOP'] as const;

/** Address (spec section 3); POST Customer/{customer}/Address creates one (Type default DELIVERY). */
export const AddressSchema = z.object({
  Id: z.number().int().min(0).default(0),
  Name: z.string().min(1).max(100),
  Street: z.string().min(1).max(200),
  HouseNumber: z.string().min(1).max(20),
  ZipCode: z.string().min(1).max(20),
  City: z.string().min(1).max(100),
  CountryName: z.string().max(100).default(''),
  CountryId: z.number().int().positive(),
  Email: z.string().max(256).default(''),
  Phone: z.string().max(30).default(''),
  Type: z.enum(ADDRESS_TYPES).default('DELIVERY'),
});
export type Address = z.infer<typeof AddressSchema>;

/** Dealer-locator address: a shop address with map and listing data. Type 0 website only, 1 shop with webshop, 2 webshop only. */
export const DealerLocatorAddressSchema = AddressSchema.extend({
  Id: z.number().int(),
  Header: z.string().max(200).nullable(),
  Latitude: z.number().min(-90).max(90).nullable(),
  Longitude: z.number().min(-180).max(180).nullable(),
  /** brand codes */
  Brands: z.array(z.string()),
  Url: z.string().max(2000).nullable(),
  DealerType: z.number().int().min(0).max(2).nullable(),
  ShowOnDealerLocator: z.boolean(),
});
export type DealerLocatorAddress = z.infer<typeof DealerLocatorAddressSchema>;

/** POST Customer/DealerLocator/{Id}/Show: the map data set in the dialog (all optional) */
export const DealerLocatorShowSchema = DealerLocatorAddressSchema.pick({ Latitude: true, Longitude: true, Brands: true, DealerType: true })
  // the shop's website: an absolute http(s) link only (common.ts isSafeLink, issue 15)
  .extend({ Url: WebUrlSchema.nullable() })
  .partial();

/** POST Customer/{customer}/DeleteAddress */
export const DeleteAddressSchema = z.object({ Id: z.number().int().positive() });

/** PUT Customer/CustomerKey (admin) */
export const CustomerKeyChangeSchema = z.object({ CurrentKey: z.string().min(1).max(50), NewAltKey: z.string().min(1).max(50) });

/** GET address/complete?postalCode&houseNr: the street of a Dutch address */
export const AddressCompleteQuerySchema = z.object({ postalCode: z.string().min(1).max(10), houseNr: z.string().min(1).max(10) });

const CustomerParams = z.object({ id: CustomerRefSchema });
/** GET address/complete answer */
export const AddressCompleteSchema = z.object({ street: z.string() });

export const addressOperations = defineOperations({
  listDeliveryAddresses: { summary: 'Delivery addresses of a customer', params: CustomerParams, response: z.array(AddressSchema) },
  listInvoiceAddresses: { summary: 'Invoice addresses of a customer', params: CustomerParams, response: z.array(AddressSchema) },
  listShopAddresses: { summary: 'Shop addresses of a customer', params: CustomerParams, response: z.array(AddressSchema) },
  listDealerLocatorAddresses: { summary: 'Shop addresses with their dealer-locator data', params: CustomerParams, response: z.array(DealerLocatorAddressSchema) },
  createAddress: { summary: 'Add an address (Type default DELIVERY); answers the new id', params: CustomerParams, body: AddressSchema, response: z.number().int() },
  deleteAddress: { summary: 'Delete an address of the customer', params: CustomerParams, body: DeleteAddressSchema },
  showDealerLocatorAddress: { summary: 'Show a shop on the dealer locator, with map data', params: IdParamsSchema, body: DealerLocatorShowSchema, response: DealerLocatorAddressSchema },
  hideDealerLocatorAddress: { summary: 'Hide a shop from the dealer locator', params: IdParamsSchema, response: DealerLocatorAddressSchema },
  completeAddress: { summary: 'The street of a Dutch postal code and house number', query: AddressCompleteQuerySchema, response: AddressCompleteSchema },
});
