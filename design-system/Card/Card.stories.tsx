import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { KeyValueList } from '../KeyValueList';
import { Pill } from '../Pill';
import { Card, cardElevations, cardPaddings, Panel } from './Card';

const meta = {
  title: 'Surfaces/Card',
  component: Card,
  argTypes: {
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  args: { children: 'Deposits arrive in your wallet within a minute of the payment.' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Deposits arrive/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Elevations: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {cardElevations.map((elevation) => (
        <Card key={elevation} elevation={elevation}>
          {elevation}
        </Card>
      ))}
    </div>
  ),
};

const open = fn();

/** A card that is a link: its whole surface goes to the page's path. */
export const AsLink: Story = {
  args: { href: '/records/deposit-1', onPress: open, children: 'Deposit ¥1,000 · Paid' },
  play: async ({ canvas, userEvent }) => {
    open.mockClear();
    const link = canvas.getByRole('link', { name: 'Deposit ¥1,000 · Paid' });
    await expect(link).toHaveAttribute('href', '/records/deposit-1');
    await userEvent.click(link);
    await expect(open).toHaveBeenCalledTimes(1);
  },
};

const press = fn();

/** A card that is a button (an action, not a place), reachable by keyboard. */
export const AsButton: Story = {
  args: { onPress: press, children: 'Claim the daily bonus' },
  play: async ({ canvas, userEvent }) => {
    press.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Claim the daily bonus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(press).toHaveBeenCalledTimes(1);
  },
};

const rerun = fn();

/** A panel: a card with a header (title, line, actions), named by its title. */
export const PanelWithHeader: Story = {
  render: () => (
    <Panel
      title="Ledger check"
      description="Every account against its entries."
      actions={<Pill tone="positive">OK</Pill>}
    >
      <KeyValueList
        items={[
          { label: 'Accounts', value: '1,204' },
          { label: 'Entries', value: '88,310' },
        ]}
      />
      <div>
        <Button variant="secondary" icon={<RefreshCw />} onPress={rerun}>
          Run the check now
        </Button>
      </div>
    </Panel>
  ),
  play: async ({ canvas, userEvent }) => {
    rerun.mockClear();
    await expect(canvas.getByRole('region', { name: 'Ledger check' })).toBeVisible();
    await expect(canvas.getByText('OK')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Run the check now' }));
    await expect(rerun).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  render: () => (
    <Panel
      title="A section title long enough to wrap onto a second line on a phone"
      action={{ label: 'See all', href: '/x', onPress: fn() }}
    >
      <p>Averyveryverylongwordwithoutanybreakopportunitythatmustwrapinsidethecardratherthanoverflowingit.</p>
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('section') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Chinese: Story = {
  render: () => (
    <Panel title="账户信息" description="您的登录名和角色。">
      <KeyValueList
        items={[
          { label: '登录名', value: 'demo' },
          { label: '角色', value: '财务' },
        ]}
      />
    </Panel>
  ),
  globals: { locale: 'zh-CN' },
};

export const Light: Story = {
  render: PanelWithHeader.render,
  globals: { theme: 'light' },
};
