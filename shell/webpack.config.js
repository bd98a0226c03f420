const { createConfig } = require('../webpack.factory');

module.exports = createConfig({ name: 'shell', dir: __dirname });
