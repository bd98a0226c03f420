import { z } from 'zod';
import { QueryFlagSchema, defineOperations } from './common';
import { CollectionSchema } from './collection';
import { BrandSchema } from './dashboard';

/** GET brand?filterOnBranch&all */
export const BrandListQuerySchema = z.object({ filterOnBranch: QueryFlagSchema.optional(), all: QueryFlagSchema.optional() });
/** GET brand/{id}/collection: a brand by id or code */
export const BrandRefParamsSchema = z.object({ id: z.string().min(1).max(20) });

export const brandOperations = defineOperations({
  listBrands: {
    summary: 'The brands the user may see',
    description: '`filterOnBranch=true`: only those of the customer\'s branch; `all=true`: every brand of the portal (the contact page\'s access request).',
    query: BrandListQuerySchema,
    response: z.array(BrandSchema),
  },
  listBrandCollections: { summary: 'The collections of a brand (id or code)', params: BrandRefParamsSchema, response: z.array(CollectionSchema) },
});
