import type { AgentTransferBody, AgentTransferResult } from '../../../src/api/contract/teamReports';
import type { Db } from '../../db';
import type { members } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { readBrand } from '../system';
import type { Ledger } from '../wallet';
import { depthInTeam } from './scope';

type Member = typeof members.$inferSelect;

/**
 * Transfers to downline (issue 21; docs/agents.md "Transfers to downline"): an agent moves cash to a
 * DIRECT member, when the brand's `agent.transfersToDownline` is on. One ledger entry
 * (`agent_transfer`: the agent's cash − amount, the member's cash + amount) keyed by the agent and
 * the client's request id, so a retry or 30 racing copies move the money once; the ledger locks both
 * cash rows in a fixed order and refuses a balance below zero (409 wallet.insufficient_funds).
 */
export function createAgentTransfers({ db, ledger }: { db: Db; ledger: Ledger }) {
  async function transfer(agent: Member, body: AgentTransferBody): Promise<AgentTransferResult> {
    const brand = await readBrand(db, agent.brand);
    if (brand?.settings.agent?.transfersToDownline !== true) {
      throw new AppError(403, 'agent.transfers_off', 'Transfers to downline are off for this brand');
    }
    // Outside the team: 404, as an unknown id. Deeper down: only the member's own agent pays it.
    const depth = await depthInTeam(db, agent.id, body.memberId);
    if (depth !== 1)
      throw new AppError(409, 'agent.transfer_not_direct', 'Only a direct member can receive a transfer');
    const amount = BigInt(body.amount);
    const posted = await ledger.post({
      brand: agent.brand,
      type: 'agent_transfer',
      idempotencyKey: `agent_transfer:${agent.id}:${body.requestId}`,
      reference: body.memberId,
      actor: { kind: 'member', id: agent.id },
      reason: body.note || undefined,
      postings: [
        { account: { memberId: agent.id, kind: 'cash' }, amount: -amount },
        { account: { memberId: body.memberId, kind: 'cash' }, amount },
      ],
    });
    return { entryId: posted.id, memberId: body.memberId, amount: body.amount, replayed: posted.replayed };
  }
  return { transfer };
}

export type AgentTransfers = ReturnType<typeof createAgentTransfers>;
