const { createConfig } = require('../webpack.factory');

module.exports = createConfig({
  name: 'catalogue',
  dir: __dirname,
  exposes: { './app': './src/expose/app.tsx', './HeaderSearch': './src/expose/HeaderSearch.tsx' },
});
