import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { BalanceCard, type BalanceCardProps } from './BalanceCard';

const meta = {
  title: 'Display/BalanceCard',
  component: BalanceCard,
  args: {
    name: 'Demo Player',
    symbol: '¥',
    minor: 888_800,
    digits: 2,
    hidden: false,
    loading: false,
    onToggleHidden: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance with thousands separators and no decimals (spec §9). */
export const Shown: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('8,888')).toBeVisible();
    await expect(canvas.getByText('Demo Player')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(args.onToggleHidden).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Hidden by the player: asterisks, and the toggle offers to show it again. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('8,888')).toBeNull();
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Refreshing: the figure is masked and the refresh button waits. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('8,888')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
  },
};

/** A trial account's play money, with its note. */
export const PlayMoney: Story = {
  args: { name: 'trial_4k2m9x', minor: 200_000, note: 'Play money for free play. It cannot be withdrawn.' },
};

/** In the member centre, with deposit and withdraw shortcuts; a long name is cut with an ellipsis. */
export const WithActions: Story = {
  args: {
    name: 'A very long nickname that does not fit on one line',
    minor: 123_456_789_00,
    actions: (
      <>
        <Button size="sm" icon={<ArrowDownToLine aria-hidden />}>
          Deposit
        </Button>
        <Button size="sm" variant="secondary" icon={<ArrowUpFromLine aria-hidden />}>
          Withdraw
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123,456,789')).toBeVisible();
  },
};

function Interactive(args: BalanceCardProps) {
  const [hidden, setHidden] = useState(false);
  return <BalanceCard {...args} hidden={hidden} onToggleHidden={() => setHidden((h) => !h)} />;
}

/** The toggle hides and shows the figure. */
export const Toggle: Story = {
  tags: ['skip-visual'],
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('****')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await expect(canvas.getByText('8,888')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { name: '演示玩家' },
  play: async ({ canvas }) => {
    // The language switches after the first render (the toolbar's locale loads its strings).
    await expect(await canvas.findByRole('button', { name: '隐藏余额' }, { timeout: 5000 })).toBeVisible();
  },
};
