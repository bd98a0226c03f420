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

/**
 * POST fileshare/session (customer roles): the file-sharing widget's page for an iframe (spec section 2,
 * "embedded file-sharing widget in a dialog"). Url carries a view token valid until ExpiresAt (ISO); the
 * page lists the customer's prepared packages with their share links, which expire and can be revoked.
 */
export const FileShareSessionSchema = z.object({ Url: z.string(), ExpiresAt: z.string() });
export type FileShareSession = z.infer<typeof FileShareSessionSchema>;
/** GET fileshare/page?t: the view token, and what the last revoke did */
export const FileSharePageQuerySchema = z.object({ t: z.string().max(100).optional(), done: z.enum(['revoked', 'gone']).optional() });
/** POST fileshare/revoke (form): the view token and the package to revoke */
export const FileShareRevokeFormSchema = z.object({ t: z.string().max(100), package: z.string().regex(/^[0-9a-f]{32}$/) });

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
  openFileShare: { summary: 'A view of the file-sharing page for the downloads dialog\'s iframe (valid 15 minutes)', response: FileShareSessionSchema },
  getFileSharePage: { summary: 'The file-sharing page: the customer\'s packages with their share links', query: FileSharePageQuerySchema },
  revokeFileShare: { summary: 'Revokes a package\'s share link; 303 back to the page', body: FileShareRevokeFormSchema },
});
