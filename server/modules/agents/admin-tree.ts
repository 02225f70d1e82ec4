import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  type AgentTree,
  type AgentTreeQuery,
  agentTreeQuerySchema,
  agentTreeResponseSchema,
  type TreeMember,
} from '../../../src/api/contract/teamReports';
import { TEAM_REPORT_PAGE_SIZE } from '../../../src/rules/teamReports';
import type { Db } from '../../db';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';

type Row = {
  id: string;
  username: string;
  type: number;
  team: string | number;
  last_login: Date | string | null;
  total?: string | number;
};
const toMember = (r: Row): TreeMember => ({
  id: r.id,
  username: r.username,
  type: Number(r.type),
  teamSize: Number(r.team),
  lastLoginAt: r.last_login ? new Date(r.last_login).toISOString() : null,
});

/**
 * The back office's agent tree browser (docs/agents.md "Back office: the agent tree"): a member of the
 * brand with its uplines (the closure table's rows with it as descendant) and its direct members, 25 a
 * page; or the brand's top level. Moving is `POST /api/admin/agents/move`.
 */
export function createAgentTreeAdmin({ db }: { db: Db }) {
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const select = (where: SQL, tail: SQL) => sql`
    select m.id, m.username, m.customer_type as type,
      (select count(*) from agent_tree x where x.ancestor_id = m.id and x.depth >= 1) as team,
      (select max(h.at) from login_history h where h.member_id = m.id) as last_login,
      count(*) over () as total
    from members m where ${where} ${tail}`;

  async function tree(brand: string, q: AgentTreeQuery): Promise<AgentTree> {
    const page = q.page ?? 1;
    let member: TreeMember | null = null;
    if (q.id || q.username) {
      const key = q.id ? sql`m.id = ${q.id}::uuid` : sql`m.username = ${q.username!.toLowerCase()}`;
      const [row] = await rows<Row>(select(sql`m.brand = ${brand} and ${key}`, sql``));
      if (!row) throw new AppError(404, 'agent.member_not_found', 'No such member');
      member = toMember(row);
    }
    const [path, directs] = await Promise.all([
      member
        ? rows<{ id: string; username: string }>(sql`
            select m.id, m.username from agent_tree t join members m on m.id = t.ancestor_id
            where t.descendant_id = ${member.id}::uuid and t.depth >= 1 order by t.depth desc`)
        : Promise.resolve([]),
      rows<Row>(
        select(
          member ? sql`m.parent_id = ${member.id}::uuid` : sql`m.brand = ${brand} and m.parent_id is null`,
          sql`order by m.username limit ${TEAM_REPORT_PAGE_SIZE} offset ${(page - 1) * TEAM_REPORT_PAGE_SIZE}`,
        ),
      ),
    ]);
    let total = Number(directs[0]?.total ?? 0);
    if (directs.length === 0 && page > 1) {
      const [n] = await rows<{ n: string }>(
        sql`select count(*) as n from members m where ${member ? sql`m.parent_id = ${member.id}::uuid` : sql`m.brand = ${brand} and m.parent_id is null`}`,
      );
      total = Number(n?.n ?? 0);
    }
    return { member, path, directs: directs.map(toMember), total, page, pageSize: TEAM_REPORT_PAGE_SIZE };
  }
  return { tree };
}
export type AgentTreeAdmin = ReturnType<typeof createAgentTreeAdmin>;

const e = apiErrorSchema;
/** GET /api/admin/agents/tree (the access table's staff roles guard it). */
export const agentTreeAdminRoutes: FastifyPluginAsyncZod<{ tree: AgentTreeAdmin }> = async (app, { tree }) => {
  app.get(
    '/agents/tree',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The agent tree: a member (by id or exact username) with its uplines and its direct members, 25 a page; or the brand's top level",
        querystring: agentTreeQuerySchema,
        response: { 200: agentTreeResponseSchema, 400: e, 401: e, 403: e, 404: e, 500: e },
      },
    },
    async (request) => ok(await tree.tree(request.brand, request.query)),
  );
};
