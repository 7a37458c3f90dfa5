// Unit of work: one database transaction that several repositories share, and the domain events of
// the change, written to the outbox in that same transaction.
//
//   await uow.run(async (tx, emit) => {
//     const orders = createOrdersRepo(tx);          // every repository built on `tx`, never on the pool
//     const wallet = createWalletRepo(tx);
//     await orders.markPaid(id);
//     await wallet.debit(userId, amount);
//     await emit('orders.paid', { orderId: id }, { audience: [userId] });
//   });                                             // committed together, or (on any throw) not at all
//
// On PostgreSQL the transaction holds one pooled connection. On PGlite there is a single connection:
// transactions queue one after another, and a query on the pool-bound `db` inside `run` would wait for
// the transaction that is waiting for it. So inside `run`, touch the database only through `tx`.
import type { Database } from '../db/client.js';
import type { DomainEvents, EventType } from './events/catalogue.js';
import { createOutboxRepo } from './events/outbox.repo.js';

export type Emit = <K extends EventType>(
  type: K,
  payload: DomainEvents[K],
  options?: { audience?: number[] },
) => Promise<void>;

export interface UnitOfWork {
  run<T>(work: (tx: Database, emit: Emit) => Promise<T>): Promise<T>;
}

/** `onEvents` runs after a commit that emitted events (the event bus uses it to dispatch at once). */
export function createUnitOfWork(db: Database, onEvents: () => void = () => {}): UnitOfWork {
  return {
    async run(work) {
      let emitted = false;
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const outbox = createOutboxRepo(tx);
        const emit: Emit = async (type, payload, options) => {
          await outbox.insert(type, payload, options?.audience ?? null);
          emitted = true;
        };
        return work(tx, emit);
      });
      if (emitted) onEvents();
      return result;
    },
  };
}
