// A read worker of read-pool.ts: its own read-only connection to the database file, answering the
// named read tasks the API's thread sends.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'worker_threads';
import { cacheStatements, tuneReads, type Db } from './open';
import { movable, type WorkerMessage } from './read-pool';
import { encodedGridPage } from './preorder-grid';
import { shopListTask, type ShopListTask } from './shop-list';

const TASKS: Record<string, (db: Db, args: never) => unknown> = {
  shopList: (db, args: ShopListTask) => shopListTask(db, args),
  preOrderGrid: (db, args: Parameters<typeof encodedGridPage>[1]) => encodedGridPage(db, args),
};

const db = cacheStatements(tuneReads(new Database((workerData as { dbFile: string }).dbFile, { readonly: true, fileMustExist: true })));
const port = parentPort!;
/** an answer's own buffers are moved, not copied (`movable`): nothing here keeps them */
const send = (m: WorkerMessage) => port.postMessage(m, 'value' in m ? movable(m.value) : []);

port.on('message', ({ id, task, args }: { id: number; task: string; args: never }) => {
  try {
    const run = TASKS[task];
    if (!run) throw new Error(`unknown read task ${task}`);
    send({ id, value: run(db, args) });
  } catch (e) {
    send({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
send({ ready: true });
