import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { BonusProgress } from './BonusProgress';

const grant = {
  name: 'Welcome bonus 120%',
  status: 'active' as const,
  balance: 48_000,
  wagered: 180_000,
  wageringRequired: 600_000,
  remaining: 420_000,
  maxBet: 50_000,
  expiresAt: '2026-12-27T04:00:00Z',
  forfeitOnWithdrawal: true,
};

const meta = {
  title: 'Data/BonusProgress',
  component: BonusProgress,
  args: { grant, currencySymbol: '¥', digits: 2 },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BonusProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A grant being wagered: the bar is 30% full, with what remains, the maximum bet, the expiry and the withdrawal rule. */
export const Wagering: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Wagering' });
    await expect(meter).toHaveAttribute('aria-valuenow', '180000');
    await expect(meter).toHaveAttribute('aria-valuemax', '600000');
    await expect(meter).toHaveAttribute('aria-valuetext', '¥1,800 wagered of ¥6,000');
    await expect(canvas.getByText('¥4,200 to go')).toBeVisible();
    await expect(canvas.getAllByText('¥500').length).toBeGreaterThan(0);
    await expect(canvas.getByText('A withdrawal request forfeits this bonus')).toBeVisible();
  },
};

/** Almost met: the bar stays in the accent colour (progress is good news, never a caution). */
export const NearlyMet: Story = {
  args: { grant: { ...grant, wagered: 590_000, remaining: 10_000, maxBet: null, forfeitOnWithdrawal: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-tone', 'accent');
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

/** Held for review (the same person already had this welcome bonus): no bar, a badge and a line of why. */
export const UnderReview: Story = {
  args: { grant: { ...grant, status: 'review', balance: 0, wagered: 0, remaining: 600_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

/** The game window's one line, on the dark game canvas. */
export const Compact: Story = {
  args: { compact: true },
  decorators: [
    (Story) => (
      <div data-color-scope="dark" style={{ background: '#14121f', padding: vars.space.sm, width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Welcome bonus 120%: wagering' })).toBeVisible();
    await expect(canvas.getByText('Max bet ¥500')).toBeVisible();
  },
};
