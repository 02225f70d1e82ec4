import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { road } from '../fixtures';
import { Road } from './Road';

const meta = {
  title: 'Game client/Cards/Road',
  component: Road,
  decorators: [onGameStage],
  args: { coups: road },
} satisfies Meta<typeof Road>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty coups, six to a column, with pair dots. */
export const Twenty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
  },
};

export const Empty: Story = { args: { coups: [] } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const Light: Story = { globals: { theme: 'light' } };
