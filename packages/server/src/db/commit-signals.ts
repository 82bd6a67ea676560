import { EventEmitter } from 'node:events';
import type { NoticeMessageType } from '@backdesk/domain';
import type { Db, Tx } from './client.js';

/** One user's notices changed, moving the counter of this messageType (spec 1 §3.2). */
export type NoticeChange = { userId: number; messageType: NoticeMessageType };

/**
 * Signals raised inside a transaction and delivered only once it commits (nothing on a rollback): "these users'
 * notices changed", say, which the realtime connections turn into new counts. A signal raised outside a
 * transaction (on the database itself) has already committed and is delivered at once.
 *
 * A signal carries no data that must not be lost: its receivers read the state from the database, and a missed
 * one (a crash between commit and delivery) is caught up by the browser's next read.
 */
export type CommitSignals = {
  /** Users whose notices changed (added or read), with the counters they move: one entry per pair. */
  notices: (changes: NoticeChange[]) => void;
};
type SignalName = keyof CommitSignals;

const emitters = new WeakMap<object, EventEmitter>();
/** The transaction (or savepoint) objects of open transactions, with the queue of their root transaction. */
const open = new WeakMap<object, { emitter: EventEmitter; queued: [SignalName, unknown[]][] }>();

/** The emitter of a database's committed signals (one per Db, made on first use). */
function emitterOf(db: object): EventEmitter {
  let emitter = emitters.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    emitters.set(db, emitter);
  }
  return emitter;
}

type TransactionFn = (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Makes `transaction` of tx (and of its savepoints) queue signals for the root transaction. */
function track(tx: object, state: { emitter: EventEmitter; queued: [SignalName, unknown[]][] }) {
  open.set(tx, state);
  const holder = tx as { transaction: TransactionFn };
  const nested = holder.transaction.bind(tx) as TransactionFn;
  holder.transaction = (fn, config) =>
    nested(async (inner: never) => {
      track(inner, state);
      return fn(inner);
    }, config);
}

/**
 * Makes the database deliver commit signals: its `transaction` queues the signals raised inside and emits them
 * after the commit. Called once where the database is opened.
 */
export function withCommitSignals(db: Db): Db {
  const emitter = emitterOf(db);
  const holder = db as unknown as { transaction: TransactionFn };
  const original = holder.transaction.bind(db) as TransactionFn;
  holder.transaction = async (fn, config) => {
    const state = { emitter, queued: [] as [SignalName, unknown[]][] };
    const result = await original(async (tx: never) => {
      track(tx, state);
      return fn(tx);
    }, config);
    for (const [name, args] of state.queued) emitter.emit(name, ...args);
    return result;
  };
  return db;
}

/** Raises a signal: after the commit of the transaction tx belongs to, or at once when tx is the database. */
export function signalAfterCommit<N extends SignalName>(
  tx: Tx,
  name: N,
  ...args: Parameters<CommitSignals[N]>
) {
  const state = open.get(tx);
  if (state) state.queued.push([name, args]);
  else emitterOf(tx).emit(name, ...args);
}

/** Listens to a database's committed signals; returns the function that stops listening. */
export function onCommitted<N extends SignalName>(db: Db, name: N, listener: CommitSignals[N]): () => void {
  const emitter = emitterOf(db);
  emitter.on(name, listener as (...args: unknown[]) => void);
  return () => emitter.off(name, listener as (...args: unknown[]) => void);
}
