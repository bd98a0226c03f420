const { createConfig } = require('../webpack.factory');

module.exports = createConfig({
  name: 'admin',
  dir: __dirname,
  exposes: { './app': './src/expose/app.tsx' },
});
