// The one webpack + Module Federation config factory (ARCHITECTURE sections 1 and 2). Each app's
// webpack.config.js is a call to `createConfig` with its name, port and exposes.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const ROOT = __dirname;
/** the runtime plugin that puts the shell's runtime-core on the page for the remotes (its ES module build) */
const PROVIDE_RUNTIME_CORE = path.join(ROOT, 'node_modules', '@module-federation', 'inject-external-runtime-core-plugin', 'dist', 'index.js');

/**
 * Messages compiled at build time (issue 20): every message file of a package (a .json file in an
 * `i18n` folder under `src`) becomes the AST of its ICU texts (shared-kernel/src/i18n/compileMessages.cjs),
 * and react-intl's own modules get the parser's no-parser build (~6 KB gzip less in every first load; no
 * parsing while the first screen renders). Only react-intl's modules: shared-kernel's compiledTexts still loads the real
 * parser, as a chunk of its own, for the ICU texts of a remote built before this.
 * MF_MESSAGES=texts builds as before (texts as written, react-intl with its parser): the e2e suite's
 * previous-release fixtures stand for a release made before this change.
 */
const MESSAGE_FILE = /[\\/]src[\\/](?:[^\\/]+[\\/])*i18n[\\/](?:[^\\/]+[\\/])*[^\\/]+\.json$/;
const COMPILE_MESSAGES = path.join(ROOT, 'shared-kernel', 'src', 'i18n', 'compileMessages.cjs');
const REACT_INTL_MODULES = /[\\/]node_modules[\\/](?:react-intl|intl-messageformat|@formatjs[\\/]intl)[\\/]/;
const NO_PARSER = { '@formatjs/icu-messageformat-parser$': path.join(ROOT, 'node_modules', '@formatjs', 'icu-messageformat-parser', 'no-parser.js') };

/** Default ports (ARCHITECTURE section 4); `<NAME>_PORT` overrides. */
const APPS = {
  shell: { port: 3000, env: 'SHELL_PORT' },
  catalogue: { port: 3001, env: 'CATALOGUE_PORT' },
  basket: { port: 3002, env: 'BASKET_PORT' },
  preorders: { port: 3003, env: 'PREORDERS_PORT' },
  account: { port: 3004, env: 'ACCOUNT_PORT' },
  admin: { port: 3005, env: 'ADMIN_PORT' },
};

function portOf(name) {
  const app = APPS[name];
  return Number(process.env[app.env] || app.port);
}

function versionOf(pkg) {
  return require(path.join(ROOT, 'node_modules', pkg, 'package.json')).version;
}

/**
 * The API contract version an app is built against: shared-kernel's CONTRACT_VERSION as its source
 * reads at build time (MF_CONTRACT_VERSION overrides it, for fixture builds). Compiled into the
 * remote's own code as __CONTRACT_VERSION__: at run time shared-kernel is the shell's singleton copy,
 * so its CONTRACT_VERSION would always match the shell's and the shell's check could never refuse.
 */
function contractVersion() {
  if (process.env.MF_CONTRACT_VERSION) return process.env.MF_CONTRACT_VERSION;
  const source = fs.readFileSync(path.join(ROOT, 'shared-kernel', 'src', 'version.ts'), 'utf8');
  const m = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!m) throw new Error('shared-kernel/src/version.ts declares no CONTRACT_VERSION');
  return m[1];
}

function sharedKernelVersion() {
  return require(path.join(ROOT, 'shared-kernel', 'package.json')).version;
}

/**
 * Shared modules: React, React DOM (with the subpaths React DOM is loaded through), react-intl and
 * shared-kernel are singletons; RTK and react-redux are shared by version range. The router is a
 * singleton too, but travels inside shared-kernel (see shared-kernel/src/router/router.ts): a module
 * shared on its own is bundled whole, and react-router whole is 60 KB gzip the shell cannot afford.
 * Nothing is eager: every app's entry is `import('./bootstrap')`.
 */
function sharedModules() {
  const singleton = (pkg, version = versionOf(pkg)) => ({
    singleton: true,
    requiredVersion: `^${version.split('.')[0]}.${version.split('.')[1]}.0`,
    version,
  });
  const react = versionOf('react');
  const reactDom = versionOf('react-dom');
  return {
    react: singleton('react', react),
    'react/jsx-runtime': singleton('react', react),
    'react-dom': singleton('react-dom', reactDom),
    'react-dom/client': singleton('react-dom', reactDom),
    'react-intl': singleton('react-intl'),
    'shared-kernel': singleton('shared-kernel', sharedKernelVersion()),
    // the contract's operations table (plain data, 3.4 KB gzip) that every remote's api files use: once per page
    'shared-kernel/operations': singleton('shared-kernel', sharedKernelVersion()),
    '@reduxjs/toolkit': { requiredVersion: `^${versionOf('@reduxjs/toolkit').split('.')[0]}.0.0` },
    // RTK Query is its own entry point of the package: shared on its own, or each remote bundles a copy
    '@reduxjs/toolkit/query/react': { requiredVersion: `^${versionOf('@reduxjs/toolkit').split('.')[0]}.0.0` },
    'react-redux': { requiredVersion: `^${versionOf('react-redux').split('.')[0]}.0.0` },
  };
}

/** react-router's production build, by file (its package exports lead to the development build). */
function reactRouterProduction() {
  const dist = path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * Explicit compile hints (issue 20): V8 compiles a function when it is first called, on the main thread,
 * in the middle of a cold start. A script whose first line is `//# allFunctionsCalledOnLoad` has all its
 * functions compiled while it streams in, off the main thread (Chrome 136 and later; other browsers read a
 * comment). Marked: the files a start or an opened screen runs through, each app's entry and remoteEntry,
 * the shell's bootstrap and frame, the remotes' exposes, the app's own chunks (screens, api, messages),
 * and the shared singletons every page starts with. Not marked: what loads for one feature later (SignalR,
 * chart.js, papaparse, read-excel-file, the dialogs' and toasts' Radix code, the offline code), whose
 * functions are mostly never called. Interleaved cold loads of the pre-order page, 20 each, three runs:
 * median 22-52 ms sooner with the hints; two builds, with and without, 20 each: 644 against 679 ms.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const STARTUP_FILES =
  /^(?:main|remoteEntry|src_bootstrap_tsx?|frame|__federation_expose_[^.]+|src_[^.]+|shared-kernel_src_(?:index|api_operations)_ts|node_modules_react(?:-dom)?_[^.]+|vendors-node_modules_(?:react-dom_client|react-intl|react-redux|react-router|reduxjs_toolkit|immer)[^.]*)\.(?:[0-9a-f]{10}\.)?js$/;

/**
 * The files of the shell's start in its index.html as preloads (issue 20). The entry starts the
 * bootstrap chunk, and federation's runtime then fetches the shared modules it consumes, only once the
 * entry (main.js, the federation runtime) is in and has run: on a cold start they left some 60 ms after
 * the page's HTML. Preloaded, they leave with main.js. The set: the bootstrap chunk's group, and for each
 * shared module consumed there (and, in turn, by those) the chunks of the shell's own provider of it, as
 * federation's share scope resolves them in the shell; never the fallback copies. Interleaved cold loads of
 * the pre-order page, two runs of 20 each: median 27-30 ms sooner.
 */
class PreloadStartupPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupPlugin', (data) => {
        const files = startupFiles(compilation);
        const tags = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartupPlugin' },
          attributes: { rel: 'preload', href: `${compilation.outputOptions.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}

/** the JS and CSS files the bootstrap chunk needs, with the shared modules it consumes (PreloadStartupPlugin) */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const chunks = new Set();
  const providers = new Map();
  // the provider's share key is a field without accessor (webpack's and federation's ProvideSharedModule alike):
  // a build without any fails here instead of quietly preloading less
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  if (providers.size === 0 || providers.has(undefined)) throw new Error('PreloadStartupPlugin: no shared providers with a name');
  // each chunk once; a provider's chunks are reached through its blocks (visit skips those already in)
  function visit(chunk) {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const provider = module.type === 'consume-shared-module' ? providers.get(module.options.shareKey) : undefined;
      for (const block of provider?.blocks ?? []) for (const c of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visit(c);
    }
  }
  // chunk ids are the chunks' names (optimization.chunkIds 'named'); an import()'s chunk has no name of its own
  const bootstrap = [...compilation.chunks].find((c) => c.id === 'src_bootstrap_tsx');
  if (!bootstrap) throw new Error('PreloadStartupPlugin: no src_bootstrap_tsx chunk');
  for (const group of bootstrap.groupsIterable) for (const c of group.chunks) visit(c);
  return [...chunks].flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f)).sort();
}

/**
 * The shell as an installable PWA (issue 19): the web app manifest and its icons at the root of the
 * build, and in production the service worker (shell/src/sw/sw.ts) compiled by Workbox's InjectManifest
 * to /sw.js with the precache list of the shell's own files. Federation's files of the shell (it exposes
 * nothing) and the remotes are not precached: the worker caches the remotes from their manifests.
 */
function pwaPlugins(dir, production) {
  const copy = new CopyPlugin({
    patterns: ['manifest.webmanifest', 'icon.svg', 'icon-192.png', 'icon-512.png'].map((f) => ({ from: path.join(dir, 'src/pwa', f), to: f })),
  });
  if (!production) return [copy];
  return [
    copy,
    new InjectManifest({
      swSrc: path.join(dir, 'src/sw/sw.ts'),
      swDest: 'sw.js',
      exclude: [/^mf-(manifest|stats)\.json$/, /^remoteEntry\.js$/, /\.map$/, /\.LICENSE\.txt$/],
      // content-hashed names need no revision of their own
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    }),
  ];
}

/**
 * @param {{ name: keyof typeof APPS, dir: string, exposes?: Record<string, string> }} app
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = app.name === 'shell';
    const port = portOf(app.name);
    return {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        // BUILD_OUT: a second build elsewhere (QA fixture builds of a remote for mixed-version tests)
        path: process.env.BUILD_OUT ? path.resolve(process.env.BUILD_OUT) : path.join(app.dir, 'dist'),
        // remotes load their chunks from their own origin, whatever host page they run in
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        // react-router's package exports name its development build only (warnings and checks the
        // production build leaves out); production builds take its production build
        alias: production ? reactRouterProduction() : {},
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          // CSS Modules (`X.module.css` beside its component, CONTRIBUTING.md): `import styles from
          // './X.module.css'`, class names readable in development (Header-module__logo--1Xb2c), short
          // hashes in production; the hash covers the file's path and is salted with the app's name,
          // so equal file and class names in two features or two remotes never meet on one page
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:5]',
                    localIdentHashSalt: app.name,
                  },
                },
              },
            ],
          },
          // global stylesheets: shared-kernel's tokens, base and layout utilities (imported once by the shell)
          { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
          ...(process.env.MF_MESSAGES === 'texts'
            ? []
            : [
                { test: MESSAGE_FILE, exclude: /node_modules/, use: COMPILE_MESSAGES },
                { test: REACT_INTL_MODULES, resolve: { alias: NO_PARSER } },
              ]),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedModules(),
          manifest: true,
          dts: false,
          // one federation runtime per page: the shell provides @module-federation/runtime-core (it exposes
          // nothing) and each remote's entry uses it instead of bundling its own (18 KB gzip per remote).
          // The runtime plugin that provides it is named by its ES module file: `provideExternalRuntime`
          // adds its CommonJS build, which pulls in runtime-core's CommonJS copy beside the shell's own
          // ES one (24 KB gzip more on every first load)
          ...(isShell ? { runtimePlugins: [PROVIDE_RUNTIME_CORE] } : {}),
          // target 'web': the runtime's code for Node (script loading through vm and fetch) is left out;
          // disableRemote: a remote loads no other remote, so its entry leaves out the code that would (0.6 KB gzip per entry)
          experiments: { ...(isShell ? {} : { externalRuntime: true }), optimization: { target: 'web', ...(isShell ? {} : { disableRemote: true }) } },
        }),
        new webpack.DefinePlugin({ __CONTRACT_VERSION__: JSON.stringify(contractVersion()) }),
        // after minification, which drops comments; before the content hashes are taken
        ...(production ? [new webpack.BannerPlugin({ banner: COMPILE_HINT, raw: true, test: STARTUP_FILES, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 })] : []),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
        ...(isShell
          ? [new HtmlWebpackPlugin({ template: path.join(app.dir, 'src/index.html'), scriptLoading: 'defer' }), ...(production ? [new PreloadStartupPlugin()] : []), ...pwaPlugins(app.dir, production)]
          : []),
      ],
      optimization: {
        // named chunks: the bench and the e2e suite can tell which shared module a file holds
        chunkIds: 'named',
        minimize: production,
        // CSS too (cssnano's default preset): the stylesheets shipped with their comments and indentation
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }), new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: true,
        historyApiFallback: isShell,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        static: isShell ? { directory: path.join(app.dir, 'public') } : false,
      },
    };
  };
}

module.exports = { createConfig, APPS, portOf, contractVersion };
