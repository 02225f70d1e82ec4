import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { agentTree } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Visibility (issue 21, ADR 0023): an agent sees only its own subtree, everywhere. Every agent query
 * is built from these: the team is `agent_tree` rows with the agent as ancestor and depth >= 1 (the
 * primary key's range), so no query can reach a member outside it by forgetting a filter.
 */

/** The agent's team (everyone below it, at any depth) as a subquery of member ids. */
export function teamIds(agentId: string): SQL {
  return sql`(select ${agentTree.descendantId} from ${agentTree} where ${agentTree.ancestorId} = ${agentId}::uuid and ${agentTree.depth} >= 1)`;
}

/** The team's closure rows (descendant and depth), for a join. */
export const teamRows = (agentId: string) => and(eq(agentTree.ancestorId, agentId), gte(agentTree.depth, 1));

/** Answered for a member id outside the team: exactly as an unknown id, so ids cannot be probed. */
export const notInTeam = () => new AppError(404, 'agent.member_not_found', 'No such member in your team');

/** The depth of `memberId` below `agentId`; throws 404 agent.member_not_found when it is not in the team. */
export async function depthInTeam(db: Pick<Db, 'select'>, agentId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId), gte(agentTree.depth, 1)));
  if (!row) throw notInTeam();
  return row.depth;
}
