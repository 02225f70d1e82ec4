import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { UsageMeter } from './UsageMeter';

const meta = {
  title: 'Data/UsageMeter',
  component: UsageMeter,
  argTypes: { figure: { control: false }, start: { control: false }, end: { control: false } },
  args: {
    label: 'Daily deposit limit',
    value: 30000,
    max: 100000,
    figure: '¥300 / ¥1,000',
    valueText: '¥300 used of ¥1,000',
    start: '¥700 left',
    end: 'Resets 28/11/2026 00:00',
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surface, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A meter for assistive technology: its name, range and value in words. The bar fills 30%. */
export const Partly: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Daily deposit limit' });
    await expect(meter).toHaveAttribute('aria-valuenow', '30000');
    await expect(meter).toHaveAttribute('aria-valuemax', '100000');
    await expect(meter).toHaveAttribute('aria-valuetext', '¥300 used of ¥1,000');
    await expect(meter).toHaveAttribute('data-tone', 'accent');
    const fill = meter.firstElementChild as HTMLElement;
    const share = fill.getBoundingClientRect().width / meter.getBoundingClientRect().width;
    await expect(share).toBeGreaterThan(0.28);
    await expect(share).toBeLessThan(0.32);
    await expect(canvas.getByText('¥700 left')).toBeVisible();
  },
};

/** From 80% on the bar turns to caution (never red: it is the player's own money). */
export const NearTheLimit: Story = {
  args: { value: 90000, figure: '¥900 / ¥1,000', valueText: '¥900 used of ¥1,000', start: '¥100 left' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-tone', 'caution');
  },
};

/** Used past the ceiling (an operator lowered it): the bar is full, the value clamped to the range. */
export const Over: Story = {
  args: { value: 150000, figure: '¥1,500 / ¥1,000', valueText: '¥1,500 used of ¥1,000', start: '¥0 left' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '100000');
    const fill = meter.firstElementChild as HTMLElement;
    await expect(Math.round(fill.getBoundingClientRect().width)).toBe(Math.round(meter.getBoundingClientRect().width));
  },
};

/** Long labels and figures wrap inside a narrow column, without overflowing it. */
export const Narrow: Story = {
  args: {
    label: 'Monthly loss limit (stakes minus wins)',
    figure: '¥12,345,678.90 / ¥99,999,999.00',
    valueText: '¥12,345,678.90 used of ¥99,999,999.00',
  },
  decorators: [
    (Story) => (
      <div style={{ width: `calc(${vars.size.column} * 0.45)` }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[role="meter"]')?.parentElement as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '每日存款限额',
    figure: '¥300 / ¥1,000',
    valueText: '已用 ¥300，限额 ¥1,000',
    start: '剩余 ¥700',
    end: '2026/11/28 00:00 重置',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: '每日存款限额' })).toHaveAttribute(
      'aria-valuetext',
      '已用 ¥300，限额 ¥1,000',
    );
  },
};

export const Light: Story = { globals: { theme: 'light' }, play: Partly.play };
