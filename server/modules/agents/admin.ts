import type { Db } from '../../db';
import { type MoveResult, moveMember } from '../../lib/agent-tree';
import { audit } from '../../lib/audit';

/**
 * The back office's agent tree (ADR 0023): moving a member and its subtree under another upline (or
 * to the top level), with the audit row in the move's own transaction.
 */
export function createAgentsAdmin({ db, now }: { db: Db; now: () => Date }) {
  async function move(input: {
    brand: string;
    staff: { id: string; username: string };
    memberId: string;
    parentId: string | null;
    reason: string;
    ip: string | null;
  }): Promise<MoveResult> {
    return db.transaction(async (tx) => {
      const moved = await moveMember(tx, input.brand, input.memberId, input.parentId, now());
      await audit(tx, {
        brand: input.brand,
        staff: input.staff,
        action: 'agent.move',
        targetType: 'member',
        targetId: input.memberId,
        before: { parentId: moved.fromParentId },
        after: { parentId: moved.toParentId, subtreeSize: moved.subtreeSize },
        reason: input.reason,
        ip: input.ip,
      });
      return moved;
    });
  }
  return { move };
}

export type AgentsAdmin = ReturnType<typeof createAgentsAdmin>;
