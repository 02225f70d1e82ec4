import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { betTypes5d } from '../fixtures';
import { BetTypeBoard } from './BetTypeBoard';

const toggle = fn();

const meta = {
  title: 'Game client/Lottery/Bet type board',
  component: BetTypeBoard,
  decorators: [onGameStage],
  args: { betTypes: betTypes5d, family: '5d', onSlip: new Set(['sum.bigSmall:big']), onToggle: toggle },
  beforeEach: () => {
    toggle.mockClear();
  },
} satisfies Meta<typeof BetTypeBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 5-digit game's bet types by group, with odds; an option on the slip shows pressed; a box pick is added once complete. */
export const FiveDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Sum' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Big 1.98×' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Odd 1.98×' }));
    await expect(toggle).toHaveBeenCalledWith({ betType: 'sum.oddEven', selection: ['odd'], odds: 198 });
    await userEvent.click(canvas.getByRole('button', { name: 'Box' }));
    await expect(canvas.getByRole('heading', { name: 'Box' })).toBeVisible();
    // A box pick goes on the slip once three digits are picked.
    const box = canvas.getByRole('group', { name: 'Pick 3 numbers' });
    const add = canvas.getByRole('button', { name: 'Add Front 3 box (3 different) to the slip' });
    await expect(add).toBeDisabled();
    for (const n of ['4', '1', '9']) await userEvent.click(within(box).getByRole('button', { name: n }));
    await expect(within(box).getByRole('button', { name: '5' })).toBeDisabled();
    await userEvent.click(add);
    await expect(toggle).toHaveBeenLastCalledWith({ betType: 'front3.box6', selection: ['1', '4', '9'], odds: 16_000 });
  },
};

/** Betting has closed: nothing can be picked. */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Big 1.98×' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'By position' }));
    await expect(canvas.getByRole('button', { name: '5' })).toBeDisabled();
  },
};

/** The straight bet: positions fill in order, a digit may repeat. */
export const Straight: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Straight' }));
    for (const n of ['3', '3', '0']) await userEvent.click(canvas.getByRole('button', { name: n }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Front 3 straight to the slip' }));
    await expect(toggle).toHaveBeenLastCalledWith({
      betType: 'front3.straight',
      selection: ['3', '3', '0'],
      odds: 98_000,
    });
  },
};
