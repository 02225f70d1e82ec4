import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { RewardView } from '../../src/api/contract/bonus';
import { vars } from '../../themes/contract.css';
import { RewardList } from './RewardList';

/** The reward centre's tabs (/m/rewardCenter), on fixtures (the page itself fetches GET /api/rewards). */

const signin: RewardView = {
  id: '11111111-0000-4000-8000-000000000001',
  source: 'signin',
  titleKey: 'rewards.signin',
  titleValues: { day: 3 },
  amount: 300,
  payout: 'cash',
  wagering: null,
  state: 'claimable',
  expiresAt: '2026-12-04T04:00:00.000Z',
  createdAt: '2026-11-27T04:00:00.000Z',
  claimedAt: null,
};
const bonus: RewardView = {
  ...signin,
  id: '11111111-0000-4000-8000-000000000002',
  source: 'promotion',
  titleKey: 'rewards.promotion',
  titleValues: {},
  amount: 58_800,
  payout: 'bonus',
  wagering: { multiple: 10, basis: 'bonus', validDays: 30 },
  expiresAt: null,
};
const claimed: RewardView = { ...signin, state: 'claimed', claimedAt: '2026-11-27T05:00:00.000Z' };
const expired: RewardView = {
  ...signin,
  id: '11111111-0000-4000-8000-000000000003',
  titleValues: { day: 1 },
  amount: 200,
  state: 'expired',
  expiresAt: '2026-11-20T04:00:00.000Z',
};

const meta = {
  title: 'Pages/Reward centre',
  component: RewardList,
  args: {
    tab: 'claimable',
    rewards: [signin, bonus],
    currency: { symbol: '¥', digits: 2 },
    onClaim: fn(),
    signInHref: '/m/activity/signIn',
    onSignIn: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RewardList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Claimable rewards: the check-in's cash and a bonus with its wagering terms; one tap claims. */
export const Claimable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Daily check-in: day 3')).toBeVisible();
    await expect(canvas.getByText('Wager 10× before withdrawing')).toBeVisible();
    await expect(canvas.getByText('Does not expire')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Daily check-in: day 3' }));
    await expect(args.onClaim).toHaveBeenCalledWith(signin);
  },
};

/** A claim on its way: its button spins, the others wait. */
export const Claiming: Story = {
  args: { pendingId: signin.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Claim Daily check-in/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /Claim Promotion reward/ })).toBeDisabled();
  },
};

/** The history: claimed and expired rewards, each saying which in words. */
export const HistoryList: Story = {
  args: { tab: 'history', rewards: [claimed, expired] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Expired', { exact: true })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Claim/ })).toBeNull();
  },
};

/** Nothing to claim: the way to earn some. */
export const Empty: Story = {
  args: { rewards: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to claim yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the daily check-in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** No history yet. */
export const HistoryEmpty: Story = {
  args: { tab: 'history', rewards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No rewards yet' })).toBeVisible();
  },
};

/** Loading: skeleton cards. */
export const Loading: Story = { args: { rewards: undefined } };

/** The list failed to load: a retry. */
export const LoadError: Story = {
  args: { rewards: undefined, error: { message: 'The network is slow. Try again.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.error?.onRetry).toHaveBeenCalled();
  },
};
