import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hourglass, ShieldAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Callout, calloutActionClass, calloutTones } from './Callout';

const meta = {
  title: 'Display/Callout',
  component: Callout,
  argTypes: { tone: { control: 'inline-radio', options: calloutTones }, icon: { control: false } },
  args: {
    tone: 'info',
    children: 'Transfer the exact amount from your own bank account, then enter the transfer reference below.',
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A note without a title: a paragraph, not a landmark. */
export const Note: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Transfer the exact amount/)).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Turnover still owed: a region named by its title, so the page can point at it. */
export const Caution: Story = {
  args: {
    tone: 'caution',
    icon: Hourglass,
    title: 'Turnover requirement not met',
    children: 'Wager ¥200 more before you can withdraw.',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Turnover requirement not met' });
    await expect(region).toHaveTextContent('Wager ¥200 more before you can withdraw.');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Turnover requirement not met' })).toBeVisible();
  },
};

/** A step to take first, with the way to it (the path comes from the page). */
export const WithAction: Story = {
  args: {
    icon: ShieldAlert,
    title: 'Set a payment password first',
    headingLevel: 3,
    children: 'Withdrawals need a 6-digit payment password.',
    action: (
      <a href="#security" className={calloutActionClass}>
        Set it in the security centre
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Set a payment password first' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute(
      'href',
      '#security',
    );
  },
};

export const LongText: Story = {
  args: {
    tone: 'caution',
    title: 'Your withdrawals are paused while we check the documents you sent for your account',
    children:
      'This usually takes one working day. You can still play and deposit; withdrawals open again once the check is done, and we send you a message when it is.',
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { tone: 'caution', title: '流水要求未完成', children: '还需投注 ¥200 才能提款。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '流水要求未完成' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Callout>Transfer the exact amount from your own bank account.</Callout>
      <Callout tone="caution" title="Turnover requirement not met">
        Wager ¥200 more before you can withdraw.
      </Callout>
    </div>
  ),
};

export const Light: Story = { ...Dark, globals: { theme: 'light' } };

export const RightToLeft: Story = { ...Caution, globals: { direction: 'rtl' } };

/** What an action just did: the tone's tick, tinted, with the words beside it (never colour alone). */
export const Positive: Story = {
  args: { tone: 'positive', children: "Credited ¥100.00 to player03's cash. New cash balance: ¥600.00" },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/Credited ¥100.00/)).toBeVisible();
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.classList.contains('lucide-circle-check')).toBe(true);
  },
};

export const PositiveLight: Story = { ...Positive, globals: { theme: 'light' } };
