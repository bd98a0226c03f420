import { z } from 'zod';

/** Contact occasions: 0 contact, 1 complaint, 2 request access to a product (brand). */
export const CONTACT_OCCASIONS = { Contact: 0, Complaint: 1, RequestAccess: 2 } as const;

/** POST customer/contact */
export const ContactRequestSchema = z
  .object({
    Occasion: z.number().int().min(0).max(2),
    Brands: z.array(z.object({ Name: z.string().max(100), Code: z.string().max(20) })).max(20).default([]),
    Question: z.string().min(1).max(4000),
  })
  .refine((c) => c.Occasion !== 2 || c.Brands.length > 0, { path: ['Brands'], message: 'Choose at least one brand.' });
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** POST warranty: the claim (photos as data URLs of jpeg, png or gif up to 10 MB) */
export const WarrantyRequestSchema = z.object({
  ArticleName: z.string().min(1).max(200),
  ArticleColor: z.string().min(1).max(100),
  ArticleSize: z.string().min(1).max(50),
  Complaint: z.string().min(1).max(4000),
  DefectPhoto: z.string().min(1).max(14_000_000),
  ProofOfPurchasePhoto: z.string().min(1).max(14_000_000),
  DataProtectionConsent: z.literal(true),
});
export type WarrantyRequest = z.infer<typeof WarrantyRequestSchema>;
