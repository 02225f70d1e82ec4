import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentsAdminKeys } from '../../../src/admin/agentsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { STAFF_SESSION_KEY } from '../../../src/admin/session';
import type { AgentTree } from '../../../src/api/contract/teamReports';
import { i18next } from '../../../src/i18n';
import enAdmin from '../../../src/i18n/locales/en/admin.json';
import zhAdmin from '../../../src/i18n/locales/zh-CN/admin.json';
import { vars } from '../../../themes/contract.css';
import AgentsPage from '.';

/** /admin/agents on fixtures: the answers sit in the query cache, so nothing is fetched. */

const id = (n: number) => `7f2c2a5e-0d51-4c0e-9d0a-${String(n).padStart(12, '0')}`;
const at = '2026-11-27T06:30:00.000Z';
const agent01: AgentTree = {
  member: { id: id(1), username: 'agent01', type: 1, teamSize: 5, lastLoginAt: at },
  path: [{ id: id(9), username: 'master_agent' }],
  directs: [
    { id: id(2), username: 'sub_agent_east', type: 2, teamSize: 1, lastLoginAt: at },
    { id: id(3), username: 'player01', type: 0, teamSize: 0, lastLoginAt: at },
    { id: id(4), username: 'player02', type: 0, teamSize: 0, lastLoginAt: null },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
};

function frame(role: 'admin' | 'support') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(STAFF_SESSION_KEY, { username: 'staff', role });
  client.setQueryData(agentsAdminKeys.tree({}), agent01);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <div style={{ background: vars.color.page, color: vars.color.text, padding: vars.space.lg }}>
          <AgentsPage />
        </div>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Admin/Agent tree',
  loaders: [
    () => {
      i18next.addResourceBundle('en', ADMIN_NS, enAdmin, true, true);
      i18next.addResourceBundle('zh-CN', ADMIN_NS, zhAdmin, true, true);
      return {};
    },
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin looks at agent01: its upline, its figures, its direct members with Move; Move opens the dialog. */
export const AdminMoves: Story = {
  render: () => frame('admin'),
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Uplines' });
    await expect(within(trail).getByRole('link', { name: 'master_agent' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'agent01' })).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Move' })[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Move agent01' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /New upline/ })).toBeVisible());
  },
};

/** Support browses only: no Move. */
export const SupportBrowses: Story = {
  render: () => frame('support'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'sub_agent_east' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Move' })).toBeNull();
  },
};
