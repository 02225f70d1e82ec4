import { sql } from 'drizzle-orm';
import type { Db } from '../../db';

/** A transaction or the database. */
export type TeamExec = Pick<Db, 'execute'>;

/** Whether `memberId` is in agent `agentId`'s team (its downline at any depth; not the agent itself). */
export type InTeam = (exec: TeamExec, agentId: string, memberId: string) => Promise<boolean>;

/**
 * TEMPORARY — replaced by the agent tree at merge (issue 21, ADR 0023: the closure table answers this
 * with one indexed lookup). Until then: a recursive walk up members.parent_id from the member, at
 * most 64 levels, stopping at the agent.
 */
export const inTeamByParent: InTeam = async (exec, agentId, memberId) => {
  if (agentId === memberId) return false;
  const result = (await exec.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from members where id = ${memberId}
      union all
      select m.id, m.parent_id, up.depth + 1 from members m join up on m.id = up.parent_id
      where up.depth < 64 and up.parent_id <> ${agentId}::uuid
    )
    select exists (select 1 from up where parent_id = ${agentId}::uuid) as found`)) as unknown as {
    rows: { found: boolean }[];
  };
  return result.rows[0]?.found === true;
};
