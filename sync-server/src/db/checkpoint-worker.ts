import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** What `PRAGMA wal_checkpoint` answers. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Runs in a worker thread (started by checkpointer.ts) with its own connection to the database file. */
export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
}
export type CheckpointRequest = { type: 'checkpoint'; id: number } | { type: 'stop' };
export type CheckpointReply =
  | { type: 'tick'; result: CheckpointResult }
  | { type: 'done'; id: number; result: CheckpointResult };

const port = parentPort;
if (!port) throw new Error('checkpoint-worker.ts runs only as a worker thread');
const { file, intervalMs } = workerData as CheckpointWorkerData;
const db = new Database(file, { fileMustExist: true });
db.pragma('cache_size = -512');

let last: CheckpointResult = { busy: 0, log: 0, checkpointed: 0 };
// A timer tick reports only when it copied something new; a requested checkpoint always answers.
const run = () => {
  const result = (db.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[])[0];
  const copied = result.checkpointed > 0 && (result.log !== last.log || result.checkpointed !== last.checkpointed);
  last = result;
  return { result, copied };
};
const send = (reply: CheckpointReply) => port.postMessage(reply);

const timer = setInterval(() => {
  const { result, copied } = run();
  if (copied) send({ type: 'tick', result });
}, intervalMs);

port.on('message', (m: CheckpointRequest) => {
  if (m.type === 'checkpoint') {
    send({ type: 'done', id: m.id, result: run().result });
  } else {
    clearInterval(timer);
    db.close();
    port.close();
  }
});
