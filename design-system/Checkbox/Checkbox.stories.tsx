import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  argTypes: { label: { control: 'text' } },
  args: { label: 'Remember password', name: 'remember', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember password' });
    await expect(box).not.toBeChecked();
    // Tapping the label toggles too.
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
    await fontsSettled();
    const target = box.getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(44);
    await expect(target.height).toBeGreaterThanOrEqual(44);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false, expect.anything());
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all messages', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

const terms = (
  <>
    I am over 18 and accept the <a href="#terms">terms and conditions</a>
  </>
);

/** The label holds a link: following the link does not toggle the box. */
export const WithLinkInLabel: Story = {
  args: { label: terms, defaultChecked: true, name: 'terms' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: /accept the terms and conditions/ });
    const link = canvas.getByRole('link', { name: 'terms and conditions' });
    // Keep the test page in place; a person would get the terms in a new tab.
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(box).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Only on this device. Do not use on shared phones.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Only on this device. Do not use on shared phones.',
    );
  },
};

export const WithError: Story = {
  args: { label: terms, name: 'terms', error: 'Please accept to the disclaimer first' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept to the disclaimer first');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please accept to the disclaimer first');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

function Controlled() {
  const [accepted, setAccepted] = useState(true);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <Checkbox label="Receive promotion news by SMS" checked={accepted} onChange={setAccepted} />
      <p>{accepted ? 'Subscribed' : 'Not subscribed'}</p>
    </div>
  );
}

/** Controlled, operated from the keyboard: Space toggles. */
export const ControlledKeyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText('Not subscribed')).toBeInTheDocument();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'I confirm that the bank account I withdraw to is in my own name and I understand that withdrawals to third-party accounts are refused.',
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xs }}>
      <Checkbox {...args} />
      <Checkbox {...args} label={terms} defaultChecked />
      <Checkbox {...args} label="Select all" indeterminate />
      <Checkbox {...args} label={terms} error="Please accept to the disclaimer first" />
      <Checkbox {...args} label="Disabled" disabled defaultChecked />
    </div>
  ),
};
