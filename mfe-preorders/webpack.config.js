const { createConfig } = require('../webpack.factory');

module.exports = createConfig({
  name: 'preorders',
  dir: __dirname,
  exposes: { './app': './src/expose/app.tsx', './SyncBadge': './src/expose/SyncBadge.tsx' },
});
