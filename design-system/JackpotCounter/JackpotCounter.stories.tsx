import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { JackpotCounter } from './JackpotCounter';

const meta = {
  title: 'Display/JackpotCounter',
  component: JackpotCounter,
  args: {
    min: 8_000_000,
    max: 9_000_000,
    currencySymbol: '¥',
    label: 'Jackpot',
    running: false,
    random: () => 0.5,
  },
} satisfies Meta<typeof JackpotCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still: the start value halfway between the bounds. */
export const Still: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥8,500,000')).toBeVisible();
  },
};

/** Running: with a fixed random source (0.5) it rises by 300 after 4 s. */
export const Running: Story = {
  tags: ['skip-visual'],
  args: { running: true, min: 1000, max: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥1,000')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('¥1,300')).toBeVisible(), { timeout: 6000 });
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '奖池', currencySymbol: '¥' },
};
