import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { agentTree, members } from '../db/schema';
import { AppError } from './errors';

/**
 * The agent tree's closure table (ADR 0023, table agent_tree): the primitives every writer of
 * members.parent_id goes through, in the writer's own transaction.
 *
 * Concurrency: a link (a new member) takes the brand's tree lock SHARED, a move takes it EXCLUSIVE
 * (a transaction-scoped advisory lock, so across nodes). Any number of registrations run side by
 * side; a move waits for them and they wait for it, so a registration never copies the ancestors
 * of a subtree that is being re-linked.
 */

/** Arbitrary constant for pg_advisory_xact_lock(key, hashtext(brand)): the brand's agent tree. */
const TREE_LOCK_KEY = 0x0a_9e_27;

type Exec = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Writes the closure rows of a member just inserted: its own row (depth 0) and one per ancestor of
 * its parent (the parent's depth + 1). Call in the transaction that inserted the member.
 */
export async function linkMember(tx: Exec, m: { id: string; brand: string; parentId: string | null }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${TREE_LOCK_KEY}, hashtext(${m.brand}))`);
  if (m.parentId) {
    // A parent written before the tree existed (or by hand) still gets its own row first.
    await tx.execute(sql`
      insert into ${agentTree} (brand, ancestor_id, descendant_id, depth)
      select ${m.brand}, ${m.parentId}::uuid, ${m.parentId}::uuid, 0
      where exists (select 1 from ${members} where id = ${m.parentId}::uuid and brand = ${m.brand})
      on conflict do nothing`);
  }
  await tx.execute(sql`
    insert into ${agentTree} (brand, ancestor_id, descendant_id, depth)
    select ${m.brand}, ${m.id}::uuid, ${m.id}::uuid, 0
    union all
    select ${m.brand}, t.ancestor_id, ${m.id}::uuid, t.depth + 1
    from ${agentTree} t
    where t.descendant_id = ${m.parentId ?? null}::uuid and t.brand = ${m.brand}
    on conflict do nothing`);
}

export interface MoveResult {
  memberId: string;
  fromParentId: string | null;
  toParentId: string | null;
  /** Members re-linked: the moved member and everyone below it. */
  subtreeSize: number;
}

/**
 * Re-links `memberId` and its whole subtree under `newParentId` (null: top level). Refuses a move
 * under the member itself or anyone below it (409 agent.move_cycle), and an unknown member or new
 * parent (404 agent.member_not_found). Updates members.parent_id and the closure rows in the
 * caller's transaction; the caller audits.
 */
export async function moveMember(
  tx: Exec,
  brand: string,
  memberId: string,
  newParentId: string | null,
  at: Date,
): Promise<MoveResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY}, hashtext(${brand}))`);
  const [member] = await tx
    .select({ id: members.id, parentId: members.parentId })
    .from(members)
    .where(and(eq(members.brand, brand), eq(members.id, memberId)));
  if (!member) throw new AppError(404, 'agent.member_not_found', 'No such member');
  if (newParentId !== null) {
    const [parent] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.id, newParentId)));
    if (!parent) throw new AppError(404, 'agent.member_not_found', 'No such member');
    // Every member has its own row; make sure of both ends before reading them.
    await tx.execute(sql`
      insert into ${agentTree} (brand, ancestor_id, descendant_id, depth)
      values (${brand}, ${memberId}::uuid, ${memberId}::uuid, 0), (${brand}, ${newParentId}::uuid, ${newParentId}::uuid, 0)
      on conflict do nothing`);
    const [cycle] = await tx
      .select({ depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, memberId), eq(agentTree.descendantId, newParentId)));
    if (cycle) {
      throw new AppError(409, 'agent.move_cycle', 'A member cannot be moved under itself or its own downline');
    }
  }
  // Cut the subtree loose from every ancestor above the moved member ...
  await tx.execute(sql`
    delete from ${agentTree} t
    using ${agentTree} sub, ${agentTree} up
    where sub.ancestor_id = ${memberId}::uuid
      and up.descendant_id = ${memberId}::uuid and up.depth > 0
      and t.ancestor_id = up.ancestor_id and t.descendant_id = sub.descendant_id`);
  // ... and hang it under the new parent's ancestors (the parent's own row included).
  if (newParentId !== null) {
    await tx.execute(sql`
      insert into ${agentTree} (brand, ancestor_id, descendant_id, depth)
      select ${brand}, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      from ${agentTree} up, ${agentTree} sub
      where up.descendant_id = ${newParentId}::uuid and sub.ancestor_id = ${memberId}::uuid`);
  }
  await tx.update(members).set({ parentId: newParentId, updatedAt: at }).where(eq(members.id, memberId));
  const [size] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(agentTree)
    .where(eq(agentTree.ancestorId, memberId));
  return { memberId, fromParentId: member.parentId, toParentId: newParentId, subtreeSize: size?.n ?? 1 };
}

/** Whether `descendantId` is `ancestorId` or below it (one primary-key probe). */
export async function isInSubtree(exec: Pick<Db, 'select'>, ancestorId: string, descendantId: string) {
  const rows = await exec
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, ancestorId), eq(agentTree.descendantId, descendantId)));
  return rows.length > 0;
}
