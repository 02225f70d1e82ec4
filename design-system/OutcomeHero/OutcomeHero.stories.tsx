import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, CircleX, Clock, Gamepad2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Money } from '../Money';
import { OutcomeHero, outcomeTones } from './OutcomeHero';

const meta = {
  title: 'Display/OutcomeHero',
  component: OutcomeHero,
  argTypes: { tone: { control: 'inline-radio', options: outcomeTones }, icon: { control: false } },
  args: {
    icon: Clock,
    tone: 'caution',
    title: 'Deposit submitted',
    lead: 'We credit your wallet once staff have found your transfer, usually within 15 minutes.',
    children: <Money symbol="¥" minor={50_000} digits={2} decimals={0} size="xl" tone="accent" />,
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OutcomeHero>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (text: string) => (
  <span style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>{text}</span>
);

/** Pending: a region named by its title, with the status, the amount and what happens next. */
export const Pending: Story = {
  args: { status: status('Pending review') },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Deposit submitted' });
    await expect(region).toHaveTextContent('Pending review');
    await expect(region).toHaveTextContent('¥500');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Deposit submitted' })).toBeVisible();
    await expect(canvas.getByText(/usually within 15 minutes/)).toBeVisible();
  },
};

export const Success: Story = {
  args: { icon: CircleCheck, tone: 'positive', title: 'Payment received', status: status('Paid'), lead: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Payment received' })).toBeVisible();
    await expect(canvas.queryByText(/usually within/)).toBeNull();
  },
};

export const Failed: Story = {
  args: { icon: CircleX, tone: 'critical', title: 'Payment failed', status: status('Failed'), children: undefined },
};

/** A larger picture (the withdrawal's outcome) and an h3 under the page's own heading. */
export const LargeIcon: Story = {
  args: { iconSize: 'lg', headingLevel: 3, title: 'Withdrawal submitted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Withdrawal submitted' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Your deposit is waiting for the bank to confirm the transfer to our receiving account',
    lead: 'Bank transfers made outside working hours can take until the next working morning. You do not need to do anything: we send you a message as soon as it is credited.',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '充值已提交', status: status('待审核'), lead: '工作人员核实转账后，资金将存入您的钱包。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '充值已提交' })).toBeVisible();
  },
};

/** Free play: an intro leads into the figure, in the accent tone, with no status. */
export const WithIntro: Story = {
  args: {
    icon: Gamepad2,
    tone: 'accent',
    title: 'Free play',
    intro: 'Try the games with play money. No deposit and no sign-up: you start with',
    lead: undefined,
    children: <Money symbol="¥" minor={200_000} digits={2} decimals={0} size="xl" tone="accent" />,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Free play' });
    const intro = canvas.getByText(/you start with$/);
    const figure = canvas.getByText('2,000');
    // The intro reads before the figure it leads into.
    await expect(intro.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(region.querySelectorAll('p')).toHaveLength(1);
  },
};

export const WithIntroLight: Story = { ...WithIntro, globals: { theme: 'light' } };

export const Tones: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {outcomeTones.map((tone) => (
        <OutcomeHero key={tone} {...args} tone={tone} title={tone} lead={undefined} />
      ))}
    </div>
  ),
};

export const Light: Story = { ...Tones, globals: { theme: 'light' } };
