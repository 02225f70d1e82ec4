import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogIn, Trash2, UserPlus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
    badge: { control: 'text' },
  },
  args: { children: 'Log in', variant: 'primary', size: 'md', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // onPress gets the button's click.
    await expect(args.onPress).toHaveBeenCalledWith(expect.objectContaining({ type: 'click' }));
    await fontsSettled();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Try for free' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password?' } };

export const Critical: Story = {
  args: { variant: 'critical', children: 'Log out', icon: <Trash2 /> },
};

export const Small: Story = {
  args: { size: 'sm', variant: 'secondary', children: 'Get code' },
  play: async ({ canvas }) => {
    // Visually 32 px, but the hit area reaches the 44 px touch target.
    const button = canvas.getByRole('button', { name: 'Get code' });
    const after = getComputedStyle(button, '::after');
    await fontsSettled();
    const grow = Number.parseFloat(after.top) * -2 + button.getBoundingClientRect().height;
    await expect(grow).toBeGreaterThanOrEqual(44);
  },
};

export const Large: Story = { args: { size: 'lg', children: 'Deposit now', icon: <Wallet /> } };

export const WithLeadingIcon: Story = { args: { icon: <LogIn /> } };

export const WithBonusBadge: Story = {
  args: { children: 'Register', icon: <UserPlus />, badge: '120% Bonus', fullWidth: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Register 120% Bonus');
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Confirm deposit' } };

export const LongLabel: Story = {
  args: { children: 'Claim your daily sign-in reward and spin the wheel', fullWidth: true },
};

export const Loading: Story = {
  args: { loading: true, children: 'Log in' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Log in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function LoadOnPress() {
  const [loading, setLoading] = useState(false);
  return (
    <Button loading={loading} onPress={() => setLoading(true)}>
      Withdraw
    </Button>
  );
}

/** Pressing starts the wait: the spinner replaces the label and the button keeps its width and focus. */
export const LoadingKeepsWidth: Story = {
  render: () => <LoadOnPress />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Withdraw' });
    await fontsSettled();
    const before = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button.getBoundingClientRect().width).toBe(before);
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Register' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Register' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Disabled: out of the tab order, so Enter and Space cannot reach it either. */
export const DisabledIgnoresKeys: Story = {
  // Behaviour only; its look is another story's.
  tags: ['skip-visual'],
  args: { disabled: true, children: 'Register' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Register' });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    button.focus();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { children: 'Spin' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Spin' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

const onSubmit = fn();

/** `type="submit"` submits its form; while loading it does not submit again. */
export const SubmitsForm: Story = {
  args: { type: 'submit', children: 'Send feedback' },
  render: (args) => (
    <form
      aria-label="Feedback"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SubmitWhileLoading: Story = {
  ...SubmitsForm,
  args: { type: 'submit', children: 'Send feedback', loading: true },
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /Send feedback/ }));
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Loading keeps the focus, but Enter and Space neither press the button nor submit its form. */
export const LoadingIgnoresKeys: Story = {
  ...SubmitsForm,
  // Behaviour only; its look is another story's.
  tags: ['skip-visual'],
  args: { type: 'submit', children: 'Send feedback', loading: true },
  play: async ({ args, canvas, userEvent }) => {
    onSubmit.mockClear();
    const button = canvas.getByRole('button', { name: /Send feedback/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Enter and Space on a submit button submit its form, once each, and call onPress. */
export const SubmitFromKeyboard: Story = {
  ...SubmitsForm,
  // Behaviour only; its look is another story's.
  tags: ['skip-visual'],
  play: async ({ args, canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send feedback' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const AllVariantsLight: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} badge="120% Bonus">
        Register
      </Button>
      <Button {...args} loading>
        Log in
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};

export const AllVariantsDark: Story = {
  ...AllVariantsLight,
  globals: { theme: 'dark' },
};
