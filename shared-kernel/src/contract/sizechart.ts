import { z } from 'zod';
import { IdParamsSchema, SearchPageQuerySchema, defineOperations, pagedSchema } from './common';

/** Size chart (spec section 3): GET sizechart, sizechart/{id}; POST (returns id); PUT sizechart/{Id}. Columns 1-5. */
export const SizeChartSchema = z
  .object({
    Id: z.number().int().min(0).default(0),
    /** brand code */
    Brand: z.string().min(1).max(20),
    Name: z.string().min(1).max(200),
    Rows: z.number().int().min(1).max(50),
    Columns: z.number().int().min(1).max(5),
    Cells: z.array(z.object({ Row: z.number().int().min(0), Column: z.number().int().min(0), Value: z.string().max(100) })).max(250).default([]),
  })
  .refine((s) => s.Cells.every((c) => c.Row < s.Rows && c.Column < s.Columns), { path: ['Cells'], message: 'A cell lies outside the rows and columns.' });
export type SizeChart = z.infer<typeof SizeChartSchema>;

export const sizeChartOperations = defineOperations({
  listSizeCharts: { summary: 'Size charts', query: SearchPageQuerySchema, response: pagedSchema(SizeChartSchema) },
  getSizeChart: { summary: 'A size chart (product detail)', params: IdParamsSchema, response: SizeChartSchema },
  createSizeChart: { summary: 'Create a size chart (admin); answers the new id', body: SizeChartSchema, response: z.number().int() },
  updateSizeChart: { summary: 'Edit a size chart (admin)', params: IdParamsSchema, body: SizeChartSchema, response: SizeChartSchema },
});
