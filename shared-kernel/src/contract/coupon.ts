import { z } from 'zod';
import { DateInputSchema, IdParamsSchema, SearchPageQuerySchema, defineOperations, pagedSchema } from './common';

/** Coupon types: 0 fixed amount, 1 percentage, 2 free shipping. */
export const COUPON_TYPES = { Fixed: 0, Percentage: 1, FreeShipping: 2 } as const;

/** Admin coupon (spec section 3). Values: a decimal amount (type 0) or a percentage (type 1) per currency. */
export const CouponSchema = z
  .object({
    Id: z.number().int().min(0).default(0),
    Code: z.string().min(1).max(50),
    From: DateInputSchema,
    To: DateInputSchema,
    Type: z.number().int().min(0).max(2),
    Values: z.array(z.object({ CurrencyId: z.number().int().positive(), Value: z.number().min(0).max(1_000_000) })).max(20),
  })
  .refine((c) => Date.parse(c.To) >= Date.parse(c.From), { path: ['To'], message: 'The end date is before the start date.' })
  .refine((c) => c.Type !== 1 || c.Values.every((v) => v.Value <= 100), { path: ['Values'], message: 'A percentage is at most 100.' });
export type Coupon = z.infer<typeof CouponSchema>;

/** POST coupon/check */
export const CouponCheckSchema = z.object({ Code: z.string().max(50) });
/** answer of coupon/check: Error set when the code cannot be used */
export const CouponCheckResponseSchema = z.object({
  Value: z.number(),
  DisplayValue: z.string(),
  Type: z.number().int(),
  Error: z.string().nullable(),
});
export type CouponCheckResponse = z.infer<typeof CouponCheckResponseSchema>;

export const couponOperations = defineOperations({
  listCoupons: { summary: 'Coupons (admin; 100 per page by default)', query: SearchPageQuerySchema.extend({ PageSize: SearchPageQuerySchema.shape.PageSize.default(100) }), response: pagedSchema(CouponSchema) },
  getCoupon: { summary: 'A coupon (admin)', params: IdParamsSchema, response: CouponSchema },
  createCoupon: { summary: 'Create a coupon (admin); answers the new id', body: CouponSchema, response: z.number().int() },
  updateCoupon: { summary: 'Edit a coupon (admin)', params: IdParamsSchema, body: CouponSchema, response: CouponSchema },
  checkCoupon: {
    summary: 'Check a coupon code for the basket and keep it on the basket',
    description: 'An empty code clears the basket\'s coupon; an unusable one answers Error and clears it.',
    body: CouponCheckSchema,
    response: CouponCheckResponseSchema,
  },
});
