import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import { BalanceCard } from '../../design-system/BalanceCard';
import type { Announcement } from '../../src/api/contract/announcements';
import { MENU_KEYS } from '../../src/api/contract/whitelabel';
import { AgentHomeView, type AgentHomeViewProps, BalanceActions } from '.';

/** Page states of /m/agent, on fixtures (the page itself fetches /api/agent/home, the wallet and notices). */

const notice: Announcement = {
  id: 7,
  type: 'A',
  title: 'New agent rebate rates from 1 December',
  content: '<p>Agent rebates on slots rise to <strong>0.8%</strong> from 1 December. Tell your team.</p>',
  startDate: '2026-11-26',
  language: 'en',
  read: false,
};
const allOn = Object.fromEntries(MENU_KEYS.map((k) => [k, true]));
const base: AgentHomeViewProps = {
  username: 'agent01',
  hour: 9,
  signedIn: true,
  footer: { teamLoginMemberCount: 12, teamBetMemberCount: 8, teamRegisterMemberCount: 3, teamOnlineCount: 5 },
  teamSize: 148,
  loading: false,
  flags: allOn,
  dividend: true,
  unread: { announcements: 2, inbox: 4 },
  notice,
  balance: (
    <BalanceCard
      symbol="¥"
      minor={2_500_000}
      digits={2}
      hidden={false}
      onToggleHidden={() => {}}
      onRefresh={() => {}}
      actions={<BalanceActions onNavigate={() => {}} />}
    />
  ),
  onNavigate: () => {},
  onCustomerService: () => {},
};

const meta = {
  title: 'Pages/Agent home',
  decorators: [pageFrame()],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Morning: the greeting, the balance with withdraw and deposit, today's counters, every tool, the notice. */
const navigate = fn();
const customerService = fn();

export const Morning: Story = {
  render: () => <AgentHomeView {...base} onNavigate={navigate} onCustomerService={customerService} />,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Good morning, agent01' })).toBeVisible();
    await expect(canvas.getByText('Online now')).toBeVisible();
    await expect(canvas.getByTestId('counter-teamLoginMemberCount')).toHaveTextContent('12');
    await userEvent.click(canvas.getByRole('link', { name: /Team overview/ }));
    await expect(navigate).toHaveBeenCalledWith('/m/agent/team/overview');
    await userEvent.click(canvas.getByRole('button', { name: /Online service/ }));
    await expect(customerService).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: /Dividend/ })).toBeVisible();
  },
};

/** Evening, on a brand with only some tools and no dividend: only flagged entries, online service always. */
export const FewTools: Story = {
  render: () => (
    <AgentHomeView
      {...base}
      hour={20}
      flags={{ teamOverview: true, teamManage: true }}
      dividend={false}
      notice={undefined}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Good evening, agent01' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Red envelope rain/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Online service/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Dividend/ })).toBeNull();
    await expect(canvas.getByText('No agent announcements yet.')).toBeVisible();
  },
};

/** Without a session the menu does nothing (spec §2). */
export const SignedOut: Story = {
  render: () => <AgentHomeView {...base} signedIn={false} onNavigate={navigate} />,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: /Team manage/ }));
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** The counters are loading. */
export const Loading: Story = {
  render: () => <AgentHomeView {...base} hour={13} footer={undefined} teamSize={undefined} loading />,
};
