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
  args: { betTypes: betTypes5d, onSlip: new Set(['sum.bigSmall:big']), onToggle: toggle },
  beforeEach: () => {
    toggle.mockClear();
  },
} satisfies Meta<typeof BetTypeBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 5-digit game's bet types under their headings, with odds; an option on the slip shows pressed. */
export const FiveDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Sum' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Box' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Big 1.98×' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Odd 1.98×' }));
    await expect(toggle).toHaveBeenCalledWith({ betType: 'sum.oddEven', selection: ['odd'], odds: 198 });
    // A box pick goes on the slip once three digits are picked.
    const box = canvas.getByRole('group', { name: 'Pick 3 numbers' });
    const add = canvas.getByRole('button', { name: 'Add Front 3 box to the slip' });
    await expect(add).toBeDisabled();
    for (const n of ['4', '1', '9']) await userEvent.click(within(box).getByRole('button', { name: n }));
    await expect(within(box).getByRole('button', { name: '5' })).toBeDisabled();
    await userEvent.click(add);
    await expect(toggle).toHaveBeenLastCalledWith({ betType: 'front3.box', selection: ['1', '4', '9'], odds: 16_000 });
  },
};

/** Betting has closed: nothing can be picked. */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Big 1.98×' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: '5' })[0]).toBeDisabled();
  },
};
