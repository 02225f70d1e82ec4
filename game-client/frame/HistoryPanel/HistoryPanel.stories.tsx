import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onSurface } from '../fixtures';
import { HistoryPanel, type HistoryRound } from './HistoryPanel';

const rounds: HistoryRound[] = [
  { id: 'r3', time: '2026-01-15T11:59:30.000Z', stake: 100, free: false, win: 2_000 },
  { id: 'r2', time: '2026-01-15T11:58:05.000Z', stake: 0, free: true, win: 40 },
  { id: 'r1', time: '2026-01-15T11:57:45.000Z', stake: 100, free: false, win: 0 },
];

const meta = {
  title: 'Game client/Frame/History panel',
  component: HistoryPanel,
  decorators: [onSurface],
  args: { rounds, currencySymbol: '¥', freeLabel: 'Free spin' },
} satisfies Meta<typeof HistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: time, stake (or "Free spin") and win. */
export const Rounds: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(canvas.getByRole('list', { name: 'History' })).toBeVisible();
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('¥1.00');
    await expect(items[0]).toHaveTextContent('¥20.00');
    await expect(items[1]).toHaveTextContent('Free spin');
    await expect(items[2]?.querySelector('time')).toHaveAttribute('dateTime', '2026-01-15T11:57:45.000Z');
  },
};

/** No round in this session yet. */
export const Empty: Story = {
  args: { rounds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No spins yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Big amounts keep to their columns. */
export const LongAmounts: Story = {
  args: {
    rounds: [{ id: 'big', time: '2026-01-15T11:59:30.000Z', stake: 5_000_000, free: false, win: 987_654_321_00 }],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row).toHaveTextContent('¥987,654,321.00');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { freeLabel: '免费旋转' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('list', { name: '记录' })).toBeVisible();
    await expect(canvas.getByText('免费旋转')).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' } };
