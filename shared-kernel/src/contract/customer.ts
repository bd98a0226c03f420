import { z } from 'zod';
import { AddUserSchema, BlockUserSchema, NewUserIdSchema, UserSchema } from './account';
import { CustomerKeyChangeSchema } from './address';
import { CustomerRefSchema, defineOperations, pagedSchema, WebUrlSchema } from './common';

export const CustomerSchema = z.object({
  Key: z.string(),
  /** The customer number. */
  AltKey: z.string(),
  Name: z.string(),
  CommercialName: z.string(),
  Street: z.string(),
  Zipcode: z.string(),
  City: z.string(),
  CountryName: z.string(),
  Phone: z.string(),
  Email: z.string(),
  UseEmailInvoiceTemplate: z.boolean(),
  EmailInvoice: z.string().nullable(),
  FacebookFollowers: z.number().int(),
  InstagramFollowers: z.number().int(),
  Url: z.string().nullable(),
  WebshopUrl: z.string().nullable(),
  PointOfSaleSystem: z.string().nullable(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** GET customer?searchTerm&MyCustomersOnly&Page */
export const CustomerListQuerySchema = z.object({
  searchTerm: z.string().max(200).optional().default(''),
  MyCustomersOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(12),
});

/** GET customer/autocomplete?search: a customer to pick (impersonation search, selects). */
export const CustomerHitSchema = z.object({
  Key: z.string(),
  AltKey: z.string(),
  Name: z.string(),
  City: z.string(),
});
export type CustomerHit = z.infer<typeof CustomerHitSchema>;

/** PUT customer/: the company and extra data a customer (or admin, salesman) edits; Key picks the customer */
export const CustomerUpdateSchema = CustomerSchema.pick({
  Key: true,
  CommercialName: true,
  Street: true,
  Zipcode: true,
  City: true,
  Phone: true,
  Email: true,
  UseEmailInvoiceTemplate: true,
  FacebookFollowers: true,
  InstagramFollowers: true,
}).extend({
  CommercialName: z.string().min(1).max(200),
  Street: z.string().min(1).max(200),
  Zipcode: z.string().min(1).max(20),
  City: z.string().min(1).max(100),
  Phone: z.string().max(30),
  Email: z.email().max(256),
  EmailInvoice: z.email().max(256).nullable(),
  FacebookFollowers: z.number().int().min(0).max(1e9),
  InstagramFollowers: z.number().int().min(0).max(1e9),
  /** absolute http(s) links only (common.ts isSafeLink, issue 15) */
  Url: WebUrlSchema.nullable(),
  WebshopUrl: WebUrlSchema.nullable(),
  PointOfSaleSystem: z.string().max(100).nullable(),
});
export type CustomerUpdate = z.infer<typeof CustomerUpdateSchema>;

/** GET customer/autocomplete?search&take */
export const CustomerAutocompleteQuerySchema = z.object({ search: z.string().max(200).optional().default(''), take: z.coerce.number().int().min(1).max(100).default(20) });
/** a customer of a path: key or customer number */
export const CustomerParamsSchema = z.object({ id: CustomerRefSchema });

export const customerOperations = defineOperations({
  listCustomers: {
    summary: 'Customers (admin, salesman); MyCustomersOnly narrows a salesman\'s list',
    query: CustomerListQuerySchema,
    response: pagedSchema(CustomerSchema),
  },
  customerAutocomplete: { summary: 'Customers by name or number', query: CustomerAutocompleteQuerySchema, response: z.array(CustomerHitSchema) },
  getCustomer: { summary: 'A customer by key or customer number (customers: their own)', params: CustomerParamsSchema, response: CustomerSchema },
  updateCustomer: { summary: 'Company and extra data (customers their own; admin and salesman any)', body: CustomerUpdateSchema, response: CustomerSchema },
  changeCustomerKey: { summary: 'A new customer number (admin)', body: CustomerKeyChangeSchema, response: CustomerSchema },
  listCustomerUsers: { summary: 'The users of a customer', params: CustomerParamsSchema, response: z.array(UserSchema) },
  addCustomerUser: {
    summary: 'Add a user to a customer; answers the new id',
    description: 'The user confirms the e-mail and completes the registration. ModelState keys carry the `addUserModel.` prefix.',
    params: CustomerParamsSchema,
    body: AddUserSchema,
    response: NewUserIdSchema,
  },
  blockCustomerUser: {
    summary: 'Block or unblock a user of a customer (not the main account, not yourself)',
    params: CustomerParamsSchema.extend({ uid: z.string().min(1).max(100) }),
    body: BlockUserSchema,
  },
});
