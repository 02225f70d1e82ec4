import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db';
import { agentTree } from '../../db/schema';

/** A transaction or the database. */
export type TeamExec = Pick<Db, 'select'>;

/** Whether `memberId` is in agent `agentId`'s team (its downline at any depth; not the agent itself). */
export type InTeam = (exec: TeamExec, agentId: string, memberId: string) => Promise<boolean>;

/** The agent tree's answer (ADR 0023): one primary-key probe of the closure table, depth 1 or more. */
export const inTeamByTree: InTeam = async (exec, agentId, memberId) => {
  const rows = await exec
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId), gte(agentTree.depth, 1)));
  return rows.length > 0;
};
