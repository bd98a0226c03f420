// The API contract, written once (ARCHITECTURE section 3): mock-api validates with these schemas,
// remotes import the inferred types only (`import type`).
export * from './common';
export * from './auth';
export * from './account';
export * from './dashboard';
export * from './customer';
export * from './preorder';
export * from './catalogue';
export * from './basket';
export * from './drafts';
export * from './currency';
export * from './country';
export * from './notification';
export * from './banner';
export * from './branch';
export * from './coupon';
export * from './sizechart';
export * from './order';
export * from './address';
export * from './sheet';
export * from './download';
export * from './contact';
export * from './report';
export * from './collection';
export * from './impersonation';
export * from './bulk';

export { CONTRACT_VERSION } from '../version';
export * from './system';
export * from './brand';
export * from './operations';
export * from './operation-schemas';
export * from './check';
