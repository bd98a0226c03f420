import { z } from 'zod';
import { IdSchema, defineOperations } from './common';

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

const PhotoInfoSchema = z.object({ Type: z.string(), Bytes: z.number().int(), Url: z.string() });
/** GET servicerequest: a stored contact or warranty request (admin) */
export const ServiceRequestSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(['contact', 'warranty']),
  Created: z.string(),
  CustomerKey: z.string().nullable(),
  UserId: z.string().nullable(),
  Occasion: z.number().int().nullable(),
  /** brand codes, comma-separated */
  Brands: z.string().nullable(),
  Text: z.string().nullable(),
  Article: z.string().nullable(),
  CustomerName: z.string().nullable(),
  UserName: z.string().nullable(),
  UserFullName: z.string().nullable(),
  DefectPhoto: PhotoInfoSchema.nullable(),
  ProofOfPurchasePhoto: PhotoInfoSchema.nullable(),
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

export const contactOperations = defineOperations({
  sendContactRequest: { summary: 'A contact, complaint or access request', body: ContactRequestSchema },
  sendWarrantyClaim: { summary: 'A warranty claim with two photos', body: WarrantyRequestSchema },
  listServiceRequests: {
    summary: 'Stored contact and warranty requests, newest first (admin)',
    query: z.object({ kind: z.string().max(20).optional() }),
    response: z.array(ServiceRequestSchema),
  },
  getServiceRequestPhoto: {
    summary: 'A warranty photo (admin)',
    description: '`which` is `defect` or `proof`; another value is a photo that does not exist (404).',
    params: z.object({ id: IdSchema, which: z.string().max(20) }),
  },
});
