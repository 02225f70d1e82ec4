import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { count: 12, tone: 'critical' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.getByText('12 unread')).toBeInTheDocument();
  },
};

export const SingleDigit: Story = { args: { count: 1 } };

/** Above 99 the badge reads "99+"; screen readers still hear the real count. */
export const Capped: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread')).toBeInTheDocument();
  },
};

export const ZeroHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const ShowZero: Story = {
  args: { count: 0, showZero: true, tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

export const Dot: Story = {
  args: { dot: true, count: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeInTheDocument();
  },
};

export const Accent: Story = { args: { tone: 'accent', count: 3 } };

export const Neutral: Story = { args: { tone: 'neutral', count: 45 } };

export const CustomLabel: Story = {
  args: { count: 7, label: '7 new promotions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 new promotions')).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('120 条未读')).toBeInTheDocument();
  },
};

const all = (
  <div style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
    {badgeTones.map((tone) => (
      <Badge key={tone} tone={tone} count={8} />
    ))}
    <Badge count={120} />
    <Badge dot />
    <Badge dot tone="accent" />
  </div>
);

export const AllDark: Story = { globals: { theme: 'dark' }, render: () => all };

export const AllLight: Story = { globals: { theme: 'light' }, render: () => all };
