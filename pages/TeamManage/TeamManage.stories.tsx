import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn } from 'storybook/test';
import type { TeamMembers } from '../../src/api/contract/agent';
import { vars } from '../../themes/contract.css';
import { TeamTable } from '.';

/** Page states of /m/member/team, on fixtures (the page fetches /api/agent/team/members). */

const members: TeamMembers = {
  items: [
    {
      id: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d01',
      username: 'player01',
      type: 0,
      depth: 1,
      parentUsername: 'agent01',
      registeredAt: '2026-10-02T03:00:00.000Z',
      lastLoginAt: '2026-11-27T01:15:00.000Z',
      balance: 50_000,
      deposits: 300_000,
      turnover: 1_250_050,
    },
    {
      id: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d02',
      username: 'subagent7',
      type: 2,
      depth: 1,
      parentUsername: 'agent01',
      registeredAt: '2026-09-12T03:00:00.000Z',
      lastLoginAt: '2026-11-26T12:40:00.000Z',
      balance: 1_820_000,
      deposits: 2_000_000,
      turnover: 640_000,
    },
    {
      id: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d03',
      username: 'newplayer88',
      type: 0,
      depth: 2,
      parentUsername: 'subagent7',
      registeredAt: '2026-11-27T02:00:00.000Z',
      lastLoginAt: null,
      balance: 0,
      deposits: 0,
      turnover: 0,
    },
  ],
  total: 43,
  page: 1,
  pageSize: 25,
  showsBalance: true,
  allowsTransfers: true,
  currencySymbol: '¥',
  minorUnitDigits: 2,
};

const meta = {
  title: 'Pages/Team manage',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ background: vars.color.page, maxWidth: vars.size.column }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Members with type, level, last log-in, balance, deposits and turnover; two pages. */
export const Members: Story = {
  render: () => <TeamTable data={members} loading={false} onPage={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('player01')).toBeVisible();
    await expect(canvas.getByText('Under subagent7')).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
    await expect(canvas.getAllByText('Balance').length).toBeGreaterThan(0);
  },
};

/** A brand that hides downline balances: no balance line. */
export const BalanceHidden: Story = {
  render: () => (
    <TeamTable
      data={{ ...members, showsBalance: false, items: members.items.map((m) => ({ ...m, balance: null })) }}
      loading={false}
      onPage={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Balance')).toBeNull();
  },
};

/** Nobody matches: what to do next. */
export const Empty: Story = {
  render: () => <TeamTable data={{ ...members, items: [], total: 0 }} loading={false} onPage={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members found')).toBeVisible();
  },
};

export const Loading: Story = { render: () => <TeamTable data={undefined} loading onPage={() => {}} /> };

/** A brand that allows transfers to downline: a Transfer action on each direct member only. */
export const WithTransfers: Story = {
  render: () => <TeamTable data={members} loading={false} onPage={() => {}} onTransfer={fn()} />,
  play: async ({ canvas }) => {
    const direct = members.items.filter((m) => m.depth === 1).length;
    await expect(canvas.getAllByRole('button', { name: 'Transfer' })).toHaveLength(direct);
  },
};
