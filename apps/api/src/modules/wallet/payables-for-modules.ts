// What the wallet offers other modules: payables made, read and cancelled inside their own unit of work.
import type { Payable } from '@bazaar/contracts/wallet-membership';
import type { PayableKind } from '@bazaar/contracts/wallet-payments';
import type { Database } from '../../db/client.js';
import { createWalletRepo } from './wallet.repo.js';
import { toPayable } from './wallet-context.js';

/** A payable made by another module inside its own unit of work (`db` is its transaction). */
export async function createPayableIn(
  db: Database,
  row: { userId: number; kind: PayableKind; title: string; amountRials: number; subject: Record<string, number> },
): Promise<Payable> {
  return toPayable(await createWalletRepo(db).createPayable(row));
}

/** A payable's state, read in the caller's transaction. */
export async function payableIn(db: Database, id: number): Promise<Payable | undefined> {
  const row = await createWalletRepo(db).payable(id);
  return row && toPayable(row);
}

/** Cancels an open payable (what it was for is gone); a gateway paying it later credits the wallet. */
export async function cancelPayableIn(db: Database, id: number) {
  const tx = createWalletRepo(db);
  const row = await tx.payableForUpdate(id);
  if (row?.status === 'open') await tx.markPayable(id, 'cancelled', null);
}
