import { z } from 'zod';
import { IdSchema, defineOperations } from './common';

export const BasketVariantSchema = z.object({
  ProductVariantId: z.number().int(),
  ProductSize: z.string(),
  /** prices are decimals in the currency (two decimals); compute in cents */
  ProductPrice: z.number(),
  ProductDiscount: z.number(),
  ProductDiscountPercentage: z.number(),
  ProductAmount: z.number().int(),
  ProductTotal: z.number(),
  ProductTotalNoDiscount: z.number(),
  Stock: z.number().int(),
  IsPreOrder: z.boolean(),
  ProductAmountAlreadyInBackorder: z.number().int(),
});
export type BasketVariant = z.infer<typeof BasketVariantSchema>;

export const BasketProductSchema = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  ProductColorName: z.string(),
  ProductColorId: z.string(),
  ProductDescription: z.string(),
  ProductModelNumber: z.string(),
  ProductImages: z.array(z.string()),
  Variants: z.array(BasketVariantSchema),
});
export type BasketProduct = z.infer<typeof BasketProductSchema>;

export const DropshipmentAddressSchema = z.object({
  Name: z.string().max(100),
  CountryName: z.string().max(100),
  CountryId: z.number().int(),
  ZipCode: z.string().max(20),
  HouseNumber: z.string().max(20),
  Street: z.string().max(200),
  City: z.string().max(100),
  Email: z.string().max(256),
  Phone: z.string().max(30),
});

/**
 * A dropshipment address as basket/submit accepts it (issue 15, security point 4): the address fields
 * filled, a valid e-mail address and phone number (6 to 30 characters of digits, spaces and + ( ) . / -,
 * at least 6 digits); the country must be available for delivery (mock-api checks it).
 */
export const DropshipmentAddressInputSchema = DropshipmentAddressSchema.extend({
  Name: z.string().trim().min(1, 'The name is required.').max(100),
  CountryId: z.number().int().positive('The country is required.'),
  ZipCode: z.string().trim().min(1, 'The postal code is required.').max(20),
  HouseNumber: z.string().trim().min(1, 'The house number is required.').max(20),
  Street: z.string().trim().min(1, 'The street is required.').max(200),
  City: z.string().trim().min(1, 'The city is required.').max(100),
  Email: z.email('The e-mail address is not valid.').max(256),
  Phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()./-]{6,30}$/, 'The phone number is not valid.')
    .refine((p) => (p.match(/[0-9]/g) ?? []).length >= 6, 'The phone number is not valid.'),
});

/** GET basket */
export const BasketSchema = z.object({
  Products: z.array(BasketProductSchema),
  TotalPrice: z.number(),
  TotalPriceNoDiscount: z.number(),
  IsDropshipment: z.boolean(),
  IsPrepayment: z.boolean(),
  OrderDeliveryAddress: z.object({ CountryId: z.number().int() }).nullable(),
  DropshipmentDeliveryAddress: DropshipmentAddressSchema.nullable(),
  /** per country id */
  FreeDeliveryMinimums: z.record(z.string(), z.number()),
  ShipmentCosts: z.record(z.string(), z.number()),
  DropshipmentCosts: z.record(z.string(), z.number()),
  Reference: z.string(),
  Remarks: z.string(),
  CouponCode: z.string().nullable(),
});
export type Basket = z.infer<typeof BasketSchema>;

/** POST basket/addItems */
export const AddItemsSchema = z.object({
  products: z
    .array(z.object({ amount: z.number().int().min(1).max(9999), productVariantId: z.number().int().positive(), productId: z.number().int().positive().optional() }))
    .min(1)
    .max(500),
  isDropshipment: z.boolean().optional(),
});
export type AddItems = z.infer<typeof AddItemsSchema>;

export const UpsellingProductSchema = z.object({
  ProductId: z.number().int(),
  ProductGroupId: z.number().int(),
  Name: z.string(),
  Thumbnail: z.string().nullable(),
  UnitPrice: z.number(),
});
export type UpsellingProduct = z.infer<typeof UpsellingProductSchema>;

/** answer of basket/addItems: Errors per refused line, Details of the added lines */
export const AddItemsResponseSchema = z.object({
  Errors: z.array(z.string()),
  Details: z.array(z.object({ ProductVariantId: z.number().int(), ProductName: z.string(), ProductColorName: z.string(), ProductSize: z.string(), Amount: z.number().int() })),
  RemainingForFreeDelivery: z.number(),
  UpsellingProducts: z.array(UpsellingProductSchema),
});
export type AddItemsResponse = z.infer<typeof AddItemsResponseSchema>;

/** POST basket/updateItem (answer: Error or null) */
export const UpdateItemSchema = z.object({ productVariantId: z.number().int().positive(), productId: z.number().int().positive().optional(), Amount: z.number().int().min(1).max(9999) });
export const UpdateItemResponseSchema = z.object({ Error: z.string().nullable() });

/** POST basket/switch: dropshipment on or off (toggles when absent) */
export const BasketSwitchSchema = z.object({ isDropshipment: z.boolean().optional() });

/** POST basket/submit: the checkout data of the basket */
export const SubmitBasketSchema = z.object({
  Reference: z.string().max(60).default(''),
  Remarks: z.string().max(2000).default(''),
  CouponCode: z.string().max(50).nullable().default(null),
  IsDropshipment: z.boolean().default(false),
  /** delivery address id (not dropshipment) */
  OrderDeliveryAddress: z.object({ Id: z.number().int().positive().optional(), CountryId: z.number().int().optional() }).nullable().default(null),
  DropshipmentDeliveryAddress: DropshipmentAddressInputSchema.nullable().default(null),
});
export type SubmitBasket = z.infer<typeof SubmitBasketSchema>;

/** answer of basket/submit */
export const SubmitBasketResponseSchema = z.object({ axId: z.string(), gtmObject: z.record(z.string(), z.unknown()) });

/** answer of basket/validate: one message per line that cannot be ordered */
export const BasketErrorsSchema = z.object({ Errors: z.array(z.string()) });

export const basketOperations = defineOperations({
  getBasket: { summary: 'The customer\'s basket with totals and delivery costs per country', response: BasketSchema },
  addBasketItems: {
    summary: 'Add sizes to the basket',
    description: 'Lines that cannot be ordered are refused with one message each in Errors; the others are added.',
    body: AddItemsSchema,
    response: AddItemsResponseSchema,
  },
  updateBasketItem: { summary: 'Change the amount of a basket line (Error when above stock)', body: UpdateItemSchema, response: UpdateItemResponseSchema },
  removeBasketItem: { summary: 'Remove a basket line', params: z.object({ productVariantId: IdSchema }) },
  validateBasket: { summary: 'Check every line before checkout', response: BasketErrorsSchema },
  switchBasket: { summary: 'Dropshipment on or off (toggles without a value)', body: BasketSwitchSchema, response: BasketSchema },
  submitBasket: {
    summary: 'Place the order',
    description: 'ModelState when the basket is empty, a line cannot be ordered, the address is missing or the coupon cannot be used.',
    body: SubmitBasketSchema,
    response: SubmitBasketResponseSchema,
  },
});
