import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', placeholder: 'Enter your password', onChange: fn(), onVisibleChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden (the default). Showing keeps the typed value and leaves focus on the toggle. */
export const Hidden: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Secr3t!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secr3t!');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const Shown: Story = {
  args: { defaultVisible: true, defaultValue: 'Secr3t!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeEnabled();
  },
};

export const NewPasswordWithHint: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: '6–16 characters with letters and digits.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('6–16 characters with letters and digits.');
  },
};

export const WithError: Story = {
  args: { label: 'Confirm password', defaultValue: 'Secr3t', error: 'Confirmation password not matched' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Confirmation password not matched');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Confirmation password not matched');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secr3t!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '密码', placeholder: '请输入密码' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '显示密码' })).toBeInTheDocument();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { defaultValue: 'Secr3t!', hint: 'Never share your password.' },
};
