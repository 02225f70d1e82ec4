import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onSurface } from '../../frame/fixtures';
import { luckySevens } from '../fixtures';
import { Paytable } from './Paytable';

const meta = {
  title: 'Game client/Slots/Paytable',
  component: Paytable,
  decorators: [onSurface],
  args: { game: luckySevens, stake: 10, currencySymbol: '¥' },
} satisfies Meta<typeof Paytable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the smallest stake (¥0.10, ¥0.01 a line): what 3, 4 and 5 of each symbol pay. */
export const SmallestStake: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Wins pay left to right on 10 lines, for the stake per line shown below.'),
    ).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(canvas.getByRole('row', { name: /^Wild/ })).toHaveTextContent('¥0.50¥2.00¥10.00');
    // Royals are drawn from the sprite and named for screen readers.
    await expect(canvas.getByRole('rowheader', { name: '10' })).toBeVisible();
    await expect(canvas.getByText(/3× → 2×, 4× → 10×, 5× → 50×/)).toBeVisible();
  },
};

/** The amounts follow the chosen stake. */
export const LargestStake: Story = {
  args: { stake: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^Wild/ })).toHaveTextContent('¥25.00¥100.00¥500.00');
  },
};

/** Large amounts keep the table inside the sheet. */
export const LongAmounts: Story = {
  args: { stake: 50_000_000 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual((table.parentElement as HTMLElement).clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('rowheader', { name: '百搭' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '符号' })).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' } };
