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


export { CONTRACT_VERSION } from '../version';
