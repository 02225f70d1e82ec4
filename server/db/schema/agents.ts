import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * The agent tree as a closure table (ADR 0023): one row for every (ancestor, descendant) pair of
 * members.parent_id, with the distance between them, and a row (m, m, 0) for every member. "Who is
 * in X's team" is `ancestor_id = X and depth >= 1` on the primary key; "direct members" adds
 * `depth = 1` on the (ancestor, depth) index; "X's uplines" is the descendant index. Registration
 * writes the new member's rows in its own transaction; `moveMember` re-links a subtree
 * (server/lib/agent-tree.ts). Nothing ever matches a path with LIKE.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    brand: text('brand').notNull(),
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId),
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
    check('agent_tree_depth_check', sql`${t.depth} >= 0 and (${t.depth} = 0) = (${t.ancestorId} = ${t.descendantId})`),
  ],
);
