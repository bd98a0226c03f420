const { createConfig } = require('../webpack.factory');

module.exports = createConfig({
  name: 'basket',
  dir: __dirname,
  exposes: { './app': './src/expose/app.tsx', './BasketBadge': './src/expose/BasketBadge.tsx' },
});
