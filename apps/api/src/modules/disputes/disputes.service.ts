// Disputes of secure payment (decision 039): the service its routes call, one line per use case.
import type { DecideDisputeInput, OpenDisputeInput } from '@bazaar/contracts/disputes';
import { decideDispute, staffQueue } from './decide-dispute.js';
import { evidenceFile, orderDispute, staffDispute, writeAsParty, writeAsStaff } from './dispute-thread.js';
import { type Caller, createDisputesContext, type DisputesDeps } from './disputes-context.js';
import { openDispute } from './open-dispute.js';

export function createDisputesService(deps: DisputesDeps) {
  const ctx = createDisputesContext(deps);
  return {
    open: (caller: Caller, id: number, input: OpenDisputeInput) => openDispute(ctx, caller, id, input),
    ofOrder: (caller: Caller, id: number) => orderDispute(ctx, caller, id),
    write: (caller: Caller, id: number, input: unknown) => writeAsParty(ctx, caller, id, input),
    evidenceFile: (caller: Caller, id: number, fileId: string) => evidenceFile(ctx, caller, id, fileId),
    staffList: (q: { page: number; pageSize: number; status?: 'open' | 'decided' }) => staffQueue(ctx, q),
    staffGet: (disputeId: number) => staffDispute(ctx, disputeId),
    staffWrite: (caller: Caller, disputeId: number, input: unknown) => writeAsStaff(ctx, caller, disputeId, input),
    decide: (caller: Caller, disputeId: number, input: DecideDisputeInput) =>
      decideDispute(ctx, caller, disputeId, input),
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;
