import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Select, type SelectOption } from './Select';

const questionTypes: SelectOption[] = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdrawal', label: 'Withdrawal' },
  { value: 'games', label: 'Games' },
  { value: 'promotions', label: 'Promotions and bonuses' },
  { value: 'account', label: 'Account and security' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Question type',
    options: questionTypes,
    placeholder: 'Choose a topic',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows and cannot be picked again. */
export const Placeholder: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Question type' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a topic' })).toBeDisabled();
    await userEvent.selectOptions(select, 'withdrawal');
    await expect(select).toHaveValue('withdrawal');
    await expect(args.onChange).toHaveBeenCalledWith('withdrawal', expect.anything());
  },
};

export const Selected: Story = { args: { defaultValue: 'deposit' } };

export const NoPlaceholder: Story = {
  args: { placeholder: undefined, label: 'Category' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('deposit');
  },
};

export const WithHint: Story = {
  args: { hint: 'Pick the closest topic so the right team answers.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription(
      'Pick the closest topic so the right team answers.',
    );
  },
};

export const WithError: Story = {
  args: { hint: 'Pick the closest topic.', error: 'Please choose a question type' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose a question type');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a question type');
  },
};

export const Optional: Story = {
  args: { optional: true, label: 'Preferred language', placeholder: 'No preference' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Preferred language (Optional)' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'games' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const LongOptionLabel: Story = {
  args: {
    label: 'Bank',
    placeholder: undefined,
    options: [
      { value: 'icbc', label: 'Industrial and Commercial Bank of China, Shenzhen Futian Branch' },
      { value: 'boc', label: 'Bank of China' },
    ],
  },
};

function Controlled() {
  const [method, setMethod] = useState('email');
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <Select
        label="Find my account by"
        value={method}
        onChange={setMethod}
        options={[
          { value: 'email', label: 'E-mail' },
          { value: 'phone', label: 'Phone number' },
        ]}
      />
      <p>Selected: {method}</p>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'phone');
    await expect(canvas.getByText('Selected: phone')).toBeInTheDocument();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Select {...args} />
      <Select {...args} defaultValue="games" hint="Pick the closest topic." />
      <Select {...args} error="Please choose a question type" />
      <Select {...args} disabled defaultValue="deposit" />
    </div>
  ),
};
