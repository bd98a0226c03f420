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
