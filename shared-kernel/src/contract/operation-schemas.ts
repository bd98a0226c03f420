import type { z } from 'zod';
import { accountOperations } from './account';
import { addressOperations } from './address';
import { authOperations } from './auth';
import { bannerOperations } from './banner';
import { basketOperations } from './basket';
import { branchOperations } from './branch';
import { brandOperations } from './brand';
import { bulkOperations } from './bulk';
import { catalogueOperations } from './catalogue';
import type { OperationSchemas } from './common';
import { contactOperations } from './contact';
import { countryOperations } from './country';
import { couponOperations } from './coupon';
import { currencyOperations } from './currency';
import { customerOperations } from './customer';
import { axWarningOperations } from './dashboard';
import { downloadOperations } from './download';
import { draftOperations } from './drafts';
import { impersonationOperations } from './impersonation';
import { notificationOperations } from './notification';
import type { OperationName } from './operations';
import { orderOperations } from './order';
import { preOrderOperations } from './preorder';
import { sheetOperations } from './sheet';
import { sizeChartOperations } from './sizechart';
import { systemOperations } from './system';

/**
 * The schemas of every operation of contract/operations.ts, by name (Node code: mock-api, the OpenAPI
 * generator, the verify run). Browser code imports its type only (`OpResponse`, `OpArgs` in
 * shared-kernel/src/api/operations.ts).
 */
export const OPERATION_SCHEMAS = {
  ...systemOperations,
  ...authOperations,
  ...accountOperations,
  ...notificationOperations,
  ...bannerOperations,
  ...preOrderOperations,
  ...bulkOperations,
  ...sheetOperations,
  ...axWarningOperations,
  ...customerOperations,
  ...addressOperations,
  ...catalogueOperations,
  ...brandOperations,
  ...basketOperations,
  ...couponOperations,
  ...draftOperations,
  ...currencyOperations,
  ...countryOperations,
  ...branchOperations,
  ...sizeChartOperations,
  ...orderOperations,
  ...downloadOperations,
  ...contactOperations,
  ...impersonationOperations,
};

export type OperationSchemaTable = typeof OPERATION_SCHEMAS;

// the two halves name the same operations: a name missing on either side is a type error here
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNames: Same<keyof OperationSchemaTable, OperationName> = true;
void sameNames;

/** the schemas of an operation (typed loosely: for code that walks the table) */
export function operationSchemas(name: OperationName): OperationSchemas {
  return OPERATION_SCHEMAS[name];
}

type Field<N extends OperationName, K extends string> = OperationSchemaTable[N] extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** the successful answer of an operation (undefined for empty and file answers) */
export type OperationResponse<N extends OperationName> = [Field<N, 'response'>] extends [never] ? undefined : z.output<Field<N, 'response'>>;
/** what a client sends (defaults optional), per part */
export type OperationParamsInput<N extends OperationName> = [Field<N, 'params'>] extends [never] ? undefined : z.input<Field<N, 'params'>>;
export type OperationQueryInput<N extends OperationName> = [Field<N, 'query'>] extends [never] ? undefined : z.input<Field<N, 'query'>>;
export type OperationBodyInput<N extends OperationName> = [Field<N, 'body'>] extends [never] ? undefined : z.input<Field<N, 'body'>>;
/** what a handler receives after validation */
export type OperationParams<N extends OperationName> = [Field<N, 'params'>] extends [never] ? Record<string, never> : z.output<Field<N, 'params'>>;
export type OperationQuery<N extends OperationName> = [Field<N, 'query'>] extends [never] ? Record<string, never> : z.output<Field<N, 'query'>>;
export type OperationBody<N extends OperationName> = [Field<N, 'body'>] extends [never] ? undefined : z.output<Field<N, 'body'>>;
