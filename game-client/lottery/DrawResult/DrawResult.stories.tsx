import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { results } from '../fixtures';
import { DrawResult } from './DrawResult';

const meta = {
  title: 'Game client/Lottery/Draw result',
  component: DrawResult,
  decorators: [onGameStage],
  args: { result: results['5d'] },
} satisfies Meta<typeof DrawResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 5-digit game: five digits, left to right. */
export const FiveDigits: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Result: 3 0 7 7 1' })).toBeVisible();
  },
};

/** The quick dice game: three faces and their sum. */
export const Dice: Story = {
  args: { result: results.k3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dice 2 5 6, sum 13' })).toBeVisible();
  },
};

/** The 11-choose-5 game: five balls in drawn order, two digits each. */
export const ElevenFive: Story = {
  args: { result: results['11x5'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Result: 03 11 07 01 09' })).toBeVisible();
    await expect(canvas.getByText('11')).toBeVisible();
  },
};

/** The daily draw: the full prize table, special prize first. */
export const DailyPrizeTable: Story = {
  args: { result: results.vn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Prizes' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Special 12345/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /7th 12 34 56 78/ })).toBeVisible();
  },
};

/** In a list: smaller, and the daily draw as its special prize only. */
export const Compact: Story = {
  args: { result: results.vn, compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Special prize 12345' })).toBeVisible();
  },
};
