import { z } from 'zod';

/** The five role values of spec section 6. */
export const ROLES = ['Admin', 'Vertegenwoordiger', 'Klant', 'PersoneelKlant', 'MarketingKlant'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** Filter item of every overview (spec section 3). */
export const FilterItemSchema = z.object({
  Value: z.string(),
  DisplayValue: z.string(),
  IsSelected: z.boolean(),
  Count: z.number().int(),
});
export type FilterItem = z.infer<typeof FilterItemSchema>;

/** A named group of filter items, as the overview lists return them in `Filters`. */
export const FilterGroupSchema = z.object({
  Name: z.string(),
  Items: z.array(FilterItemSchema),
});
export type FilterGroup = z.infer<typeof FilterGroupSchema>;

/**
 * Paged envelope of spec section 3. The spec names the paging fields but not the list field:
 * we call it `Items`. `Page` is 1-based, `PageCount` the number of pages, `TotalCount` the number of
 * rows, `Pages` the page numbers a paginator shows around the current one, from `PageStartIndex` to
 * `PageEndIndex`.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    Filters: z.array(FilterGroupSchema),
    Page: z.number().int(),
    PageSize: z.number().int(),
    PageStartIndex: z.number().int(),
    PageEndIndex: z.number().int(),
    Pages: z.array(z.number().int()),
    TotalCount: z.number().int(),
    PageCount: z.number().int(),
  });
}
export interface Paged<T> {
  Items: T[];
  Filters: FilterGroup[];
  Page: number;
  PageSize: number;
  PageStartIndex: number;
  PageEndIndex: number;
  Pages: number[];
  TotalCount: number;
  PageCount: number;
}

/** Paging query of every overview list: 1-based page. */
export const PageQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(12),
});

/**
 * Error body of a failed call (status above 300), as ASP.NET Web API sends it.
 * `ModelState` maps a field (maybe prefixed `model.` or `addUserModel.`) to its messages.
 */
export const ErrorBodySchema = z.object({
  Message: z.string().optional(),
  ExceptionMessage: z.string().optional(),
  ModelState: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Error body of the token endpoint (OAuth2). */
export const TokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof TokenErrorSchema>;

/** Dates travel as ISO 8601 strings. */
export const IsoDateSchema = z.string();

/** A date sent by a form: an ISO 8601 string that parses (invalid dates are sent as null and fail). */
export const DateInputSchema = z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: 'The date is invalid.' });

/**
 * A discount in a request: a whole percentage from 0 to 100 (issue 15, security point 6). The AX line format
 * (mock-api README) carries integer percentages, so 12.5 is refused with ModelState, never rounded silently.
 */
export const DiscountSchema = z.number().int('The discount must be a whole percentage.').min(0).max(100);

/** whitespace, control characters (C0, DEL, C1), zero-width and bidirectional marks, or a backslash */
function hasTrickCharacter(value: string): boolean {
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f) || ch === '\\' || /\s/.test(ch)) return true;
    if ((c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2060 && c <= 0x2064) || c === 0xfeff) return true;
  }
  return false;
}

/**
 * The one check of a link a user stores (issue 15, security point 8): dealer-locator Url, customer Url and
 * WebshopUrl, banner Hyperlink. Accepted: an absolute http or https URL with a host and no credentials.
 * With `portalPath` (the banner hyperlink, which the portal opens as an internal route) also a path of the
 * portal: one leading slash. Refused: every other scheme (javascript:, data:, vbscript:, file: ...),
 * protocol-relative `//host`, backslashes anywhere (`/\host`, `https:\\host`), whitespace, control and
 * invisible characters anywhere (`java\tscript:`, a leading space or zero-width character), and
 * `user:password@` parts (`https://trusted.example@evil.example`).
 */
export function isSafeLink(value: string, opts: { portalPath?: boolean } = {}): boolean {
  if (!value || value.length > 2000) return false;
  if (hasTrickCharacter(value)) return false;
  if (opts.portalPath && value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    try {
      return new URL(value, 'https://portal.invalid').origin === 'https://portal.invalid';
    } catch {
      return false;
    }
  }
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** a stored web link: an absolute http(s) URL (see isSafeLink); ModelState message when it is not */
export const WebUrlSchema = z.string().max(2000).refine((v) => isSafeLink(v), { message: 'The link must be an absolute http or https URL.' });

/** the banner hyperlink: an absolute http(s) URL or a path of the portal (see isSafeLink) */
export const PortalLinkSchema = z
  .string()
  .max(2000)
  .refine((v) => isSafeLink(v, { portalPath: true }), { message: 'The hyperlink must be an http(s) URL or a path of the portal.' });

/** Paging plus a search term of the admin overview lists. */
export const SearchPageQuerySchema = PageQuerySchema.extend({ search: z.string().max(200).optional() });

// ---- operations (issue 16): the schema side of contract/operations.ts --------------------------------------

/** the `{locale}` path value: en, nl or fr in any case (the server checks it before anything else) */
export const LocaleParamSchema = z.string().regex(/^([eE][nN]|[nN][lL]|[fF][rR])$/, 'The locale must be en, nl or fr.');

/** a positive integer id of a path (ids travel as path text) */
export const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `{ id }` path parameters of the integer-id resources */
export const IdParamsSchema = z.object({ id: IdSchema });

/** a customer of a path: its key (`C0001`) or customer number (`100001`) */
export const CustomerRefSchema = z.string().min(1).max(50);

/** `true`/`false` query flags */
export const QueryFlagSchema = z.enum(['true', 'false']);

/** 401, 403, 404, 409 answers (and a 400 without field errors): ASP.NET's `{ Message }` */
export const MessageErrorSchema = z.object({ Message: z.string(), ExceptionMessage: z.string().optional() });

/** 400 answer of a validation: `{ Message, ModelState: { 'model.Field': [messages] } }` (ModelState absent for other 400s) */
export const ModelStateErrorSchema = z.object({
  Message: z.string(),
  ExceptionMessage: z.string().optional(),
  ModelState: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * The schemas of one operation of contract/operations.ts: path parameters (without `locale`, which every
 * `/api/{locale}/...` path has), query, body and the successful answer (JSON; none for empty and file answers).
 */
export interface OperationSchemas {
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** declares the operations of a resource (keeps their literal types for OpResponse and OpArgs) */
export function defineOperations<const T extends Record<string, OperationSchemas>>(ops: T): T {
  return ops;
}
