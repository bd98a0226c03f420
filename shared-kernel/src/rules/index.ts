// `shared-kernel/rules`: pure business rules that mock-api and the browser packages both run (no
// React, no zod), so the client and the reference server cannot drift apart. Not part of the
// shared-kernel singleton: each package bundles the few functions it uses.
export * from './preorderMoney';
export * from './preorderTotals';
export { PREORDER_MONEY_VECTORS, type PreOrderMoneyVector } from './preorderMoney.vectors';
