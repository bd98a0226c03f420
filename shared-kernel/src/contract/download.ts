import { z } from 'zod';

/** GET dl: a row of the downloads table (spec section 3) */
export const DownloadRowSchema = z.object({
  Id: z.number().int(),
  ThumbnailUrl: z.string().nullable(),
  BrandName: z.string(),
  Name: z.string(),
  ErpId: z.string(),
  ColorHexCode: z.string(),
  ColorCode: z.string(),
  ColorName: z.string(),
  Collection: z.string(),
  Purchased: z.boolean(),
});
export type DownloadRow = z.infer<typeof DownloadRowSchema>;

export const DOWNLOAD_TYPES = ['materials', 'sheets', 'images'] as const;
/** POST dl/{type}?resolution: the selected row ids; answers { Url } */
export const DownloadRequestSchema = z.array(z.number().int().positive()).min(1).max(500);
export const DownloadQuerySchema = z.object({ resolution: z.enum(['high', 'low']).default('high') });

/**
 * POST fileshare/session (customer roles): the file-sharing widget's page for an iframe (spec section 2,
 * "embedded file-sharing widget in a dialog"). Url carries a view token valid until ExpiresAt (ISO); the
 * page lists the customer's prepared packages with their share links, which expire and can be revoked.
 */
export const FileShareSessionSchema = z.object({ Url: z.string(), ExpiresAt: z.string() });
export type FileShareSession = z.infer<typeof FileShareSessionSchema>;
