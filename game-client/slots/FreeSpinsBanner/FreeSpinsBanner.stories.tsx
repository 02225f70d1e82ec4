import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { FreeSpinsBanner } from './FreeSpinsBanner';

const meta = {
  title: 'Game client/Slots/Free spins banner',
  component: FreeSpinsBanner,
  decorators: [onGameStage],
  args: { awarded: 0, left: 0, multiplier: 2, fallback: 'RTP 95.50% · 10 lines' },
} satisfies Meta<typeof FreeSpinsBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No free spins: the game's note, and an empty live region ready for an award. */
export const NoFreeSpins: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RTP 95.50% · 10 lines')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Just won, in the accent: announced in the live region. */
export const Won: Story = {
  args: { awarded: 8, left: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You won 8 free spins!');
    await expect(canvas.getByTestId('free-spins-banner')).toHaveAttribute('data-won', 'true');
    await expect(canvas.queryByText('RTP 95.50% · 10 lines')).toBeNull();
  },
};

/** Playing them: how many are left and what their wins are multiplied by. */
export const Left: Story = {
  args: { left: 1, multiplier: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 free spin left, wins ×3');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { left: 5 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    // The language switch re-renders the story: the text found first can be the node being replaced,
    // so look it up again until the one on screen is found (a CI run failed on the detached one).
    await waitFor(() => expect(canvas.getByText('剩余 5 次免费旋转，奖金 ×2')).toBeVisible(), { timeout: 10_000 });
  },
};
