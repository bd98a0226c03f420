// One jest preset for every package (ARCHITECTURE section 1): swc transforms TypeScript and the
// ESM-only react-intl family; jsdom for UI packages, node for mock-api.
const path = require('path');

const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'jose'];

/** @param {{ name: string, dir: string, environment?: 'jsdom' | 'node' }} o */
module.exports = function preset({ name, dir, environment = 'jsdom' }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    // what webpack's DefinePlugin compiles into each app (webpack.factory.js)
    globals: { __CONTRACT_VERSION__: require('./webpack.factory.js').contractVersion() },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    // CSS Modules answer their class names as written (styles.logo === 'logo'); other stylesheets nothing
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'shared-kernel/src/test-utils/cssModuleMock.js'),
      '\\.css$': path.join(__dirname, 'shared-kernel/src/test-utils/styleMock.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'shared-kernel/src/test-utils/setup-jsdom.ts')] : [],
  };
};
