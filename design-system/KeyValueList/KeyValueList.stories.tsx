import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { Card } from '../Card';
import { Money } from '../Money';
import { StatusBadge } from '../StatusBadge';
import { KeyValueList, keyValueLayouts } from './KeyValueList';

const receipt = [
  { label: 'Amount', value: <Money symbol="¥" minor={100050} digits={2} decimals={2} /> },
  { label: 'Method', value: 'Bank transfer' },
  { label: 'Time', value: '2026-11-26 06:30' },
  { label: 'Status', value: <StatusBadge tone="positive">Paid</StatusBadge> },
];

const meta = {
  title: 'Surfaces/KeyValueList',
  component: KeyValueList,
  argTypes: { layout: { control: 'inline-radio', options: keyValueLayouts } },
  args: { items: receipt, layout: 'rows' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Card>
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof KeyValueList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A receipt: labels at the start, values (money, a status) at the end; read as term and definition pairs. */
export const Rows: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('dd')).toHaveLength(4);
    await expect(canvas.getByText('Bank transfer')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const Divided: Story = { args: { divided: true } };

/** A member's summary: label above a bold value, as many columns as fit. */
export const Grid: Story = {
  args: {
    layout: 'grid',
    items: [
      { label: 'Cash', value: <Money symbol="¥" minor={1250000} digits={2} /> },
      { label: 'On hold', value: <Money symbol="¥" minor={0} digits={2} /> },
      { label: 'Turnover owed', value: <Money symbol="¥" minor={300000} digits={2} /> },
      { label: 'Status', value: <StatusBadge tone="positive">Active</StatusBadge> },
    ],
  },
};

const waive = fn();

/** A value with a control beside it. */
export const WithAction: Story = {
  args: {
    layout: 'grid',
    items: [
      {
        label: 'Turnover owed',
        value: <Money symbol="¥" minor={300000} digits={2} />,
        action: (
          <Button size="sm" variant="secondary" onPress={waive}>
            Waive
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    waive.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Waive' }));
    await expect(waive).toHaveBeenCalledTimes(1);
  },
};

/** Compact pairs that flow on one line and wrap. */
export const Inline: Story = {
  args: {
    layout: 'inline',
    items: [
      { label: 'Accounts', value: '1,204' },
      { label: 'Entries', value: '88,310' },
      { label: 'Took', value: '0.4 s' },
    ],
  },
};

/** Long values wrap inside the card instead of pushing it wider; false items are skipped. */
export const LongText: Story = {
  args: {
    items: [
      { label: 'Reference', value: 'TXN-2026-11-26-0000000000000000000000000000000000000001' },
      {
        label: 'Reason',
        value: 'The name on the bank account does not match the name registered on this member account',
      },
      false,
      null,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(2);
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(0);
  },
};

export const Chinese: Story = {
  args: {
    items: [
      { label: '金额', value: <Money symbol="¥" minor={100000} digits={2} /> },
      { label: '支付方式', value: '银行转账' },
      { label: '状态', value: <StatusBadge tone="pending" /> },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('处理中')).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' } };
