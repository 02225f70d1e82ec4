import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { CELEBRATION_COINS } from '../celebration';
import { bigWin, luckySevens, megaWin, severalLines } from '../fixtures';
import { Reels } from '../Reels';
import { reelsWin } from '../spin';
import { Celebration } from './Celebration';

const done = fn();

/** Shown over the reels of the outcome it celebrates, as in the window. */
const meta = {
  title: 'Game client/Slots/Celebration',
  component: Celebration,
  decorators: [onGameStage],
  args: { tier: 'big', amount: 100, stake: 10, currencySymbol: '¥', onDone: done, hold: true },
  beforeEach: () => {
    done.mockClear();
  },
  render: (args) => {
    const spin = args.tier === 'mega' ? megaWin() : args.tier === 'big' ? bigWin() : severalLines();
    return (
      <Reels
        grid={spin.grid}
        sprite={luckySevens.symbolsUrl}
        win={reelsWin(spin, luckySevens.paylines)}
        tier={args.tier}
        overlay={<Celebration {...args} />}
      />
    );
  },
} satisfies Meta<typeof Celebration>;
export default meta;
type Story = StoryObj<typeof meta>;

const coins = (el: HTMLElement) => el.querySelectorAll('[data-coin]');

/** More than the stake back (4×): a burst of coins over the reels, no banner. */
export const Win: Story = {
  args: { tier: 'win', amount: 40 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Skip the celebration' })).toBeInTheDocument();
    await expect(canvas.getByTestId('celebration')).toHaveAttribute('data-tier', 'win');
    await expect(coins(canvasElement)).toHaveLength(CELEBRATION_COINS.win);
    await expect(canvas.queryByTestId('celebration-amount')).toBeNull();
  },
};

/** 10× the stake: "Big win!" over light rays, the amount counting up to exactly ¥1.00. */
export const BigWin: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Big win!')).toBeVisible());
    const amount = canvas.getByTestId('celebration-amount');
    await waitFor(() => expect(amount).toHaveAttribute('data-done', 'true'), { timeout: 6000 });
    await expect(amount).toHaveTextContent(/^¥1\.00$/);
  },
};

/** 100× the stake: "Mega win!" and a shower of coins. */
export const MegaWin: Story = {
  args: { tier: 'mega', amount: 1000 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Mega win!')).toBeVisible());
    await expect(coins(canvasElement)).toHaveLength(CELEBRATION_COINS.mega);
    const amount = canvas.getByTestId('celebration-amount');
    await waitFor(() => expect(amount).toHaveTextContent(/^¥10\.00$/), { timeout: 8000 });
  },
};

/** A tap ends it, and so does Escape. */
export const SkipByTap: Story = {
  args: { tier: 'mega', amount: 1000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip the celebration' }));
    await expect(done).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(done).toHaveBeenCalledTimes(2);
  },
};

/** Left alone it ends by itself once the count is up and the hold is over. */
export const EndsByItself: Story = {
  args: { tier: 'win', amount: 20, hold: false },
  play: async () => {
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { tier: 'mega', amount: 1000 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByText('超级大奖！')).toBeVisible());
  },
};
