import { z } from 'zod';
import { defineOperations } from './common';
import { DownloadTokenParamsSchema, UrlResponseSchema } from './order';

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

export const downloadOperations = defineOperations({
  listDownloads: { summary: 'The downloads table: the customer\'s brands\' products', response: z.array(DownloadRowSchema) },
  downloadProductInfoCsv: { summary: 'The selected rows as Product-Info.csv', body: DownloadRequestSchema },
  requestDownload: {
    summary: 'Package materials, sheets or images of the selected rows; answers the Url of the ZIP',
    params: z.object({ type: z.enum(DOWNLOAD_TYPES) }),
    query: DownloadQuerySchema,
    body: DownloadRequestSchema,
    response: UrlResponseSchema,
  },
  downloadFile: { summary: 'A packaged ZIP (the token is the permission, valid an hour)', params: DownloadTokenParamsSchema },
});
