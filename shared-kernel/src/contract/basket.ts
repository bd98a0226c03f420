import { z } from 'zod';

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
