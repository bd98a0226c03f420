// Entry of a read worker (read-pool.ts): worker threads do not inherit tsx's loader, so register it
// here, then load the TypeScript worker.
require('tsx/cjs/api').register();
require('./read-worker.ts');
