import type { Meta, StoryObj } from '@storybook/react-vite';
import { Landmark, Wallet, Zap } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { type ChoiceCardOption, ChoiceCards, type ChoiceCardsProps } from './ChoiceCards';

const methods: ChoiceCardOption[] = [
  { value: 'bank', title: 'Bank transfer', description: '¥100 – ¥50,000', icon: Landmark },
  { value: 'sandbox', title: 'Instant pay (sandbox)', description: '¥50 – ¥20,000', icon: Zap },
];

const accounts: ChoiceCardOption[] = [
  {
    value: 'a1',
    title: 'China Merchants Bank',
    description: '**** **** 6789',
    icon: Landmark,
    label: 'China Merchants Bank **** **** 6789',
  },
  {
    value: 'a2',
    title: 'Bank of China',
    description: '**** **** 4321',
    icon: Landmark,
    label: 'Bank of China **** **** 4321',
  },
];

/** A controlled group, as a page holds it. */
function Controlled(props: ChoiceCardsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceCards
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ChoiceCards',
  component: ChoiceCards,
  args: { legend: 'Payment method', name: 'method', options: methods, value: 'bank', columns: 2, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChoiceCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two methods side by side: a native radio group named by its legend; a tap picks a card. */
export const Methods: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Payment method' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await userEvent.click(canvas.getByText('Instant pay (sandbox)'));
    await expect(canvas.getByRole('radio', { name: /Instant pay/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Bank transfer/ })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sandbox');
  },
};

/** Bank accounts, one per row, with a tick on the chosen one; arrow keys move the choice. */
export const Accounts: Story = {
  args: {
    legend: 'Withdraw to',
    name: 'account',
    options: accounts,
    value: 'a1',
    columns: 1,
    showCheck: true,
    numericDescription: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('radio', { name: 'China Merchants Bank **** **** 6789' });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Bank of China **** **** 4321' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a2');
  },
};

/** No cards yet: what the page puts under them (an empty state, an add button) still shows. */
export const Empty: Story = {
  args: {
    legend: 'Withdraw to',
    options: [],
    value: null,
    columns: 1,
    children: <p style={{ margin: 0, color: vars.color.textMuted }}>No bank account yet</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.getByText('No bank account yet')).toBeVisible();
  },
};

/** A card that cannot be picked now. */
export const Disabled: Story = {
  args: {
    options: [methods[0]!, { ...methods[1]!, disabled: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Instant pay/ })).toBeDisabled();
  },
};

/** Long names wrap inside their card; the two columns keep their share. */
export const LongText: Story = {
  args: {
    options: [
      {
        value: 'a',
        title: 'Industrial and Commercial Bank of China, Shenzhen branch',
        description: '¥100 – ¥50,000',
        icon: Landmark,
      },
      { value: 'b', title: 'E-wallet', description: '¥1 – ¥1,000,000,000', icon: Wallet },
    ],
    value: 'a',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByText(/Industrial and Commercial/).closest('label')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    legend: '支付方式',
    options: [
      { value: 'bank', title: '银行转账', description: '¥100 – ¥50,000', icon: Landmark },
      { value: 'sandbox', title: '快捷支付（沙盒）', description: '¥50 – ¥20,000', icon: Zap },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '支付方式' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /银行转账/ })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { options: accounts, value: 'a2', columns: 1, showCheck: true },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { options: accounts, value: 'a2', columns: 1, showCheck: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Bank of China **** **** 4321' })).toBeChecked();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
