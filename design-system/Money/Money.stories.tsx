import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Money, moneySizes, moneyTones } from './Money';

const meta = {
  title: 'Shell/Money',
  component: Money,
  argTypes: {
    tone: { control: 'inline-radio', options: moneyTones },
    size: { control: 'inline-radio', options: moneySizes },
    minor: { control: 'number' },
  },
  args: { symbol: '₱', minor: 1234567, digits: 2, tone: 'accent', size: 'md' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surface, padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A balance: thousands separators, no decimals, truncated (12,345.67 shows 12,345). */
export const Balance: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,345')).toBeVisible();
    await expect(canvas.getByText('₱')).toBeVisible();
    const figure = canvas.getByText('12,345');
    await expect(getComputedStyle(figure).fontVariantNumeric).toContain('tabular-nums');
    const symbolSize = Number.parseFloat(getComputedStyle(canvas.getByText('₱')).fontSize);
    await expect(symbolSize).toBeLessThan(Number.parseFloat(getComputedStyle(figure).fontSize));
  },
};

export const Positive: Story = { args: { tone: 'positive', symbol: '$', minor: 98765432 } };

export const Zero: Story = {
  args: { minor: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

/** The player hid the balance: asterisks, and screen readers hear "Amount hidden". */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.queryByText('12,345')).toBeNull();
    await expect(canvas.getByText('Amount hidden')).toBeInTheDocument();
  },
};

/** Refreshing: masked and pulsing until the new value arrives. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.getByText('Refreshing').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Jackpots show two decimals. */
export const Jackpot: Story = {
  args: { decimals: 2, size: 'xl', minor: 123456789 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567.89')).toBeVisible();
  },
};

/** A bigint beyond float precision keeps every digit. */
export const HugeBigint: Story = {
  args: { minor: 12345678901234567890n, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123,456,789,012,345,678')).toBeVisible();
  },
};

/** A signed change in a record: "+" for a credit (positive tone), "−" for a debit (neutral, never alarming red). */
export const Signed: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }}>
      <Money {...args} signed minor={888_800} tone="positive" />
      <Money {...args} signed minor={-2_500} tone="neutral" />
      <Money {...args} signed minor={0} tone="neutral" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8,888').parentElement?.parentElement).toHaveTextContent('+₱8,888');
    await expect(canvas.getByText('25').parentElement?.parentElement).toHaveTextContent('\u2212₱25');
    await expect(canvas.getByText('0').parentElement?.parentElement).toHaveTextContent(/^₱0$/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }}>
      {moneySizes.map((size) => (
        <Money key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }}>
      {moneyTones.map((tone) => (
        <Money key={tone} {...args} tone={tone} />
      ))}
      <Money {...args} hidden />
    </div>
  ),
};

export const Verdant: Story = { ...Light, globals: { brand: 'verdant' } };

export const VerdantLight: Story = { ...Light, globals: { brand: 'verdant', theme: 'light' } };
