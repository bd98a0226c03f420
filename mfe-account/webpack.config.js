const { createConfig } = require('../webpack.factory');

module.exports = createConfig({
  name: 'account',
  dir: __dirname,
  exposes: { './app': './src/expose/app.tsx' },
});
