declare const __CONTRACT_VERSION__: string;

/** The contract version this remote is built against (compiled in by webpack.factory.js); the shell checks it. */
export const BUILT_CONTRACT_VERSION: string = __CONTRACT_VERSION__;
