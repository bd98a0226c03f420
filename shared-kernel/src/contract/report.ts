import { z } from 'zod';

/** GET preordersheet/report and exportreport query */
export const SheetReportQuerySchema = z.object({
  sheetId: z.coerce.number().int().positive(),
  salesmanId: z.string().max(100).optional(),
  country: z.string().max(10).optional(),
});

/** GET preordersheet/report (spec section 3: report data and statistics) */
export const SheetReportSchema = z.object({
  Data: z.object({
    BrandCode: z.string(),
    CollectionName: z.string(),
    StartDate: z.string().nullable(),
    Deadline: z.string(),
    Status: z.number().int(),
    LastUpdate: z.string().nullable(),
    ProductCount: z.number().int(),
  }),
  Statistics: z.array(z.object({ Label: z.string(), Value: z.number(), DisplayValue: z.string() })),
});
export type SheetReport = z.infer<typeof SheetReportSchema>;

/** GET preordersheet/exportreport: a base64 file */
export const ReportExportSchema = z.object({ Content: z.string(), FileName: z.string() });

/**
 * POST PreOrder/{id}/resend and POST axwarning/{id}/resend on success (200): the pre-order reached the ERP (AX).
 * A refused send answers 400 with Message (the reason) and AxWarningId (the AX warning raised).
 */
export const ErpSendResultSchema = z.object({ Sent: z.boolean(), Message: z.string(), OutboxId: z.number().int().nullable() });
export type ErpSendResult = z.infer<typeof ErpSendResultSchema>;
