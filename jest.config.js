// `npm run test:unit` runs every package's unit, component and API tests in one jest run.
const preset = require('./jest.preset.js');
const ui = ['shared-kernel', 'shell', 'mfe-catalogue', 'mfe-basket', 'mfe-preorders', 'mfe-account', 'mfe-admin'];

module.exports = {
  // jest's default is one worker less than the cores: on CI's two cores one worker, all suites in band.
  // Two workers keep both cores busy (the parent process only hands out suites).
  maxWorkers: 2,
  // jest gives a worker 500 ms to exit after its last suite, then kills it and warns "A worker process has
  // failed to exit gracefully ... tests leaking due to improper teardown". Here nothing leaks: a worker of
  // the mock-api suites holds nothing but its pipes to jest after jest's end message
  // (process.getActiveResourcesInfo(): three PipeWraps, the IPC channel and stdout/stderr) and reaches its
  // 'exit' event within 0-300 ms, with no timer firing in between; what takes longer is Node freeing the
  // worker's heap as it exits (300+ MB after several API suites, each with its own seeded app: hundreds of
  // munmap calls between 'exit' and exit_group under strace), with the other worker doing the same on the
  // second core. Two seconds covers that; a worker that really hangs is still killed, with the warning.
  workerGracefulExitTimeout: 2000,
  projects: [
    ...ui.map((name) => preset({ name, dir: require('path').join(__dirname, name) })),
    preset({ name: 'mock-api', dir: require('path').join(__dirname, 'mock-api'), environment: 'node' }),
  ],
};
