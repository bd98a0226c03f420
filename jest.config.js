// `npm run test:unit` runs every package's unit, component and API tests in one jest run.
const preset = require('./jest.preset.js');
const ui = ['shared-kernel', 'shell', 'mfe-catalogue', 'mfe-basket', 'mfe-preorders', 'mfe-account', 'mfe-admin'];

module.exports = {
  // jest's default is one worker less than the cores: on CI's two cores one worker, all suites in band.
  // Two workers keep both cores busy (the parent process only hands out suites).
  maxWorkers: 2,
  projects: [
    ...ui.map((name) => preset({ name, dir: require('path').join(__dirname, name) })),
    preset({ name: 'mock-api', dir: require('path').join(__dirname, 'mock-api'), environment: 'node' }),
  ],
};
