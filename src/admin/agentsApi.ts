import { api } from '../api/client';
import type { AgentTree, AgentTreeQuery } from '../api/contract/teamReports';

/** The agent tree (docs/agents.md "Back office: the agent tree"): browse, and move a member (audited). */
export const agentsAdminApi = {
  tree: (q: Partial<AgentTreeQuery>) => api<AgentTree>('/admin/agents/tree', { query: q }),
  move: (body: { memberId: string; parentId: string | null; reason: string }) =>
    api<{ subtreeSize: number }>('/admin/agents/move', { method: 'POST', body }),
};

export const agentsAdminKeys = {
  all: ['admin', 'agents'] as const,
  tree: (q: Partial<AgentTreeQuery>) => ['admin', 'agents', q] as const,
};
