// One eslint config for every package (ARCHITECTURE section 1). The boundary rule: a remote never
// imports another remote or the shell; shared-kernel imports npm packages only; remotes import the
// contract's types only (zod stays out of the browser bundles).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

const REMOTES = ['mfe-catalogue', 'mfe-basket', 'mfe-preorders', 'mfe-account', 'mfe-admin'];
const PACKAGES = ['shell', ...REMOTES, 'mock-api', 'e2e', 'shared-kernel'];

/** import patterns that reach into another package's source */
function foreignPackages(self) {
  return PACKAGES.filter((p) => p !== self && p !== 'shared-kernel').flatMap((p) => [p, `${p}/*`, `**/${p}/*`, `**/${p}`]);
}

const browserPackages = ['shell', ...REMOTES];

/**
 * CONTRIBUTING.md's layout rule: a feature never imports another feature (what two share moves up to
 * src/lib, src/components or src/hooks; a page combining features is composed in src/app).
 */
const featureBoundary = {
  meta: { type: 'problem', schema: [], messages: { cross: 'Feature "{{from}}" imports feature "{{to}}": move what they share to src/lib, src/components or src/hooks, or compose them in src/app (CONTRIBUTING.md).' } },
  create(context) {
    const path = require('node:path');
    const featureOf = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/.data/**', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        fetch: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', require: 'readonly', module: 'writable',
        __dirname: 'readonly', Buffer: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly',
        performance: 'readonly', navigator: 'readonly', location: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: browserPackages.map((p) => `${p}/src/**/*.{ts,tsx}`).concat('shared-kernel/src/**/*.{ts,tsx}'),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: browserPackages.map((p) => `${p}/src/**/*.{ts,tsx}`),
    plugins: { portal: { rules: { 'feature-boundary': featureBoundary } } },
    rules: { 'portal/feature-boundary': 'error' },
  },
  ...PACKAGES.filter((p) => p !== 'shared-kernel').map((self) => ({
    files: [`${self}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: foreignPackages(self), caseSensitive: true, message: 'A package never imports another package\'s source: remotes talk through the event bus and the URL, the shell loads them through Module Federation.' },
            ...(browserPackages.includes(self)
              ? [
                  { group: ['shared-kernel/contract', 'zod'], allowTypeImports: true, message: 'Browser packages import the contract\'s types only.' },
                  { group: ['react-router', 'react-router-dom', 'react-router/*'], message: 'Import routing from shared-kernel: the portal has one router instance, carried by the shared-kernel singleton.' },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['shell', 'shell/*', 'mfe-*', 'mock-api', 'mock-api/*', '../../*/src/*'], message: 'shared-kernel imports npm packages only.' }] },
      ],
    },
  },
  {
    // shared-kernel's browser code (everything but the contract's schemas and the tests) reaches the contract
    // through types and the plain-data operation table only: zod never enters a browser bundle
    files: ['shared-kernel/src/**/*.{ts,tsx}', 'shared-kernel/src/contract/operations.ts'],
    ignores: ['shared-kernel/src/contract/!(operations).ts', 'shared-kernel/src/**/*.test.{ts,tsx}', 'shared-kernel/src/test-utils/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['shell', 'shell/*', 'mfe-*', 'mock-api', 'mock-api/*', '../../*/src/*'], message: 'shared-kernel imports npm packages only.' },
            {
              regex: '^(zod(/.*)?|shared-kernel/contract|(.*/)?contract(/index)?|(.*/)?contract/(?!operations$)[^/]+)$',
              allowTypeImports: true,
              message: 'Browser code imports the contract\'s types and its plain-data operation table (contract/operations) only: zod stays out of the browser bundles.',
            },
          ],
        },
      ],
    },
  },
);
