import { z } from 'zod';

/** GET brand/{id}/collection: a season collection of a brand */
export const CollectionSchema = z.object({ Id: z.number().int(), Name: z.string(), Season: z.string() });
export type Collection = z.infer<typeof CollectionSchema>;
