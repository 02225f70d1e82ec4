import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownToLine, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Money } from '../Money';
import { StatCard } from './StatCard';

const meta = {
  title: 'Surfaces/StatCard',
  component: StatCard,
  argTypes: { icon: { control: false }, value: { control: false } },
  args: {
    label: 'Deposits today',
    value: <Money symbol="¥" minor={1250000} digits={2} size="lg" />,
    icon: <ArrowDownToLine />,
    trend: { direction: 'up', text: '+12% on yesterday' },
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: `calc(${vars.size.column} * 0.6)` }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trend is said in words ("Up: +12% on yesterday"), not by colour or arrow alone. */
export const TrendUp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deposits today')).toBeVisible();
    const trend = canvas.getByText('+12% on yesterday').parentElement as HTMLElement;
    await expect(trend).toHaveTextContent('Up: +12% on yesterday');
  },
};

/** Down is bad news for deposits: critical tone, and "Down" in words. */
export const TrendDown: Story = {
  args: { trend: { direction: 'down', text: '−8% on yesterday' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−8% on yesterday').parentElement).toHaveTextContent('Down: −8% on yesterday');
  },
};

/** For a figure where lower is better (failed payouts), down is the good colour. */
export const DownIsGood: Story = {
  args: {
    label: 'Failed payouts',
    value: '3',
    icon: undefined,
    trend: { direction: 'down', text: '2 fewer than last week', goodWhen: 'down' },
  },
};

export const Flat: Story = {
  args: { label: 'New members', value: '48', icon: <Users />, trend: { direction: 'flat', text: 'Same as yesterday' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Same as yesterday').parentElement).toHaveTextContent('No change: Same as yesterday');
  },
};

export const NoTrend: Story = { args: { trend: undefined } };

/** Loading: skeletons in place of the figure, announced as "Loading Deposits today". */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading Deposits today')).toBeInTheDocument();
    await expect(canvas.queryByText('+12% on yesterday')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: 'Deposits confirmed by staff across every brand of this operator today',
    value: <Money symbol="¥" minor={123456789012} digits={2} size="lg" />,
    trend: { direction: 'up', text: '+1,234% on the same weekday of last month' },
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Chinese: Story = {
  args: { label: '今日存款', trend: { direction: 'up', text: '较昨日 +12%' } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/上升/)).toBeInTheDocument();
  },
};

export const Light: Story = { globals: { theme: 'light' } };
