import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { moneyErrorKey, type ParsedMoney, parseMoney } from '../../src/rules/money';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { Form, FormAlert } from '../Form/Form';
import { useKitForm } from '../Form/useKitForm';
import { FormMoneyField, MoneyField, type MoneyFieldProps } from './MoneyField';

function Controlled(props: Omit<MoneyFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  const [parsed, setParsed] = useState<ParsedMoney | null>(null);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <MoneyField
        {...props}
        value={value}
        onChange={(text, p) => {
          setValue(text);
          setParsed(p);
        }}
      />
      <output aria-label="Minor units">{parsed ? (parsed.ok ? parsed.minor : parsed.error) : '—'}</output>
    </div>
  );
}

const meta = {
  title: 'Forms/MoneyField',
  component: Controlled,
  args: { label: 'Amount', currencySymbol: '¥' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is typed is read into minor units as you type; letters never reach the field. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Amount');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1,234.5x');
    await expect(input).toHaveValue('1,234.5');
    await expect(canvas.getByLabelText('Minor units')).toHaveTextContent('123450');
    await userEvent.clear(input);
    await userEvent.type(input, '0.01');
    await expect(canvas.getByLabelText('Minor units')).toHaveTextContent(/^1$/);
  },
};

/** A third decimal is refused, not rounded. */
export const TooManyDecimals: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Amount'), '12.345');
    await expect(canvas.getByLabelText('Minor units')).toHaveTextContent('decimals');
  },
};

export const WithError: Story = {
  args: { error: 'Enter an amount with at most 2 decimals', hint: 'Min ¥100, max ¥50,000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter an amount with at most 2 decimals',
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'Min ¥100, max ¥50,000', currencySymbol: 'US$' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('US$')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription('Min ¥100, max ¥50,000');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toBeDisabled();
  },
};

type Values = { amount: string };

function KitDemo({ onSubmit }: { onSubmit: (minor: number) => void }) {
  const kit = useKitForm<Values>({
    defaultValues: { amount: '' },
    rules: {
      amount: (v) => {
        const p = parseMoney(String(v ?? ''), { maxMinor: 5_000_000 });
        return p.ok ? null : moneyErrorKey(p.error);
      },
    },
  });
  return (
    <Form
      kit={kit}
      aria-label="Deposit"
      onSubmit={kit.handleSubmit((v) => {
        const p = parseMoney(v.amount, { maxMinor: 5_000_000 });
        if (p.ok) onSubmit(p.minor);
      })}
    >
      <FormMoneyField name="amount" label="Amount" currencySymbol="¥" required />
      <FormAlert />
      <Button type="submit">Deposit</Button>
    </Form>
  );
}

/** In a kit form: the rule's message, focus on a bad amount, and the minor units on submit. */
export const InAForm: Story = {
  args: { onSubmit: fn() } as never,
  render: (args) => <KitDemo onSubmit={(args as unknown as { onSubmit: (m: number) => void }).onSubmit} />,
  play: async ({ args, canvas, userEvent }) => {
    const submit = (args as unknown as { onSubmit: ReturnType<typeof fn> }).onSubmit;
    const input = canvas.getByLabelText('Amount');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input, '60000');
    await waitFor(() => expect(input).toHaveAccessibleDescription('The amount is too large'));
    await userEvent.clear(input);
    await userEvent.type(input, '12.34');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(1234));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => <KitDemo onSubmit={() => {}} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Amount'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription('请输入大于零的金额'));
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { hint: 'Min ¥100, max ¥50,000' },
};
