import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import type { VipLevel, VipView } from '../../src/api/contract/vip';
import { BenefitsView } from '.';

/** Page states of /m/member/benefits, on fixtures (the page itself fetches GET /api/vip). */

const lvl = (rank: number, turnover: number, deposits: number, upgrade: number, monthly: number): VipLevel => ({
  rank,
  name: `VIP${rank}`,
  minTurnover: turnover * 100,
  minDeposits: deposits * 100,
  upgradeBonus: upgrade * 100,
  monthlyBonus: monthly * 100,
  rebateRates: { RNG: 20 * (rank + 1), LIVE: 10 * (rank + 1), LOTT: 5 * (rank + 1) },
  withdrawDailyCount: rank < 3 ? 5 : 10,
  withdrawDailyAmount: (rank + 1) * 100_000_00,
  keepTurnover: 0,
});
const levels = [
  lvl(0, 0, 0, 0, 0),
  lvl(1, 1_000, 0, 8, 0),
  lvl(2, 10_000, 1_000, 38, 8),
  lvl(3, 50_000, 5_000, 188, 38),
  lvl(4, 200_000, 20_000, 588, 88),
  lvl(5, 1_000_000, 100_000, 1_888, 288),
];
const base: VipView = {
  level: levels[1]!,
  next: levels[2]!,
  turnover: 6_420_00,
  deposits: 300_00,
  percent: 30,
  turnoverToNext: 3_580_00,
  depositsToNext: 700_00,
  hasVip: true,
  levels,
  currencySymbol: '¥',
  minorUnitDigits: 2,
};

const meta = {
  title: 'Pages/VIP benefits',
  decorators: [pageFrame()],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the way up: the level, a meter to the next (the lesser of turnover and deposits), and every level. */
export const Progress: Story = {
  render: () => <BenefitsView data={base} />,
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Progress to VIP2' });
    await expect(meter).toHaveAttribute('aria-valuetext', '30% of the way to VIP2');
    await expect(meter).toHaveAttribute('data-tone', 'accent');
    await expect(canvas.getByText('¥3,580 more turnover')).toBeVisible();
    await expect(canvas.getByText('¥700 more deposits')).toBeVisible();
    await expect(canvas.getByText('Your level', { selector: '*:not(h2)' })).toBeVisible();
  },
};

/** The lowest level: no VIP yet (the side menu hides its VIP entry), the way to VIP1. */
export const Newcomer: Story = {
  render: () => (
    <BenefitsView
      data={{
        ...base,
        level: levels[0]!,
        next: levels[1]!,
        turnover: 250_00,
        deposits: 0,
        percent: 25,
        turnoverToNext: 750_00,
        depositsToNext: 0,
        hasVip: false,
      }}
    />
  ),
};

/** The top level: no next level, a thank-you instead of the meter. */
export const TopLevel: Story = {
  render: () => (
    <BenefitsView
      data={{
        ...base,
        level: levels[5]!,
        next: null,
        turnover: 2_000_000_00,
        deposits: 150_000_00,
        percent: 100,
        turnoverToNext: 0,
        depositsToNext: 0,
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText(/highest level/)).toBeVisible();
  },
};
