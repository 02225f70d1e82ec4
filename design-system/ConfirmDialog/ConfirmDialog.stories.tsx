import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DialogButton } from '../Dialog/DialogButton';
import { settle } from '../Dialog/storyUtils';
import { ConfirmDialog, confirmTones } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  argTypes: {
    tone: { control: 'inline-radio', options: confirmTones },
    trigger: { control: false },
  },
  args: {
    title: 'Log out',
    message: 'Are you sure you want to log out?',
    trigger: <DialogButton tone="secondary">Log out</DialogButton>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('alertdialog');
  await settle();
  return dialog;
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  return openDialog();
}

const gone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The logout confirmation, opened from its trigger. Default labels come from i18n. */
export const Logout: Story = {
  play: async () => {
    const dialog = await openFromTrigger();
    await expect(dialog).toHaveAccessibleName('Log out');
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const Critical: Story = {
  args: {
    defaultOpen: true,
    tone: 'critical',
    title: 'Remove bank card',
    message: 'The card ending 4421 will be removed from your account.',
    confirmLabel: 'Remove',
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

export const ConfirmCloses: Story = {
  play: async ({ args }) => {
    const dialog = await openFromTrigger();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await gone();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const dialog = await openFromTrigger();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await gone();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await openFromTrigger();
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** onConfirm returns a promise: the confirm button spins and the dialog waits, then closes. */
export const AsyncConfirm: Story = {
  args: { onConfirm: fn(() => delay(600)) },
  play: async ({ args }) => {
    const dialog = await openFromTrigger();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await gone();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** While the promise is pending (it never settles here). */
export const Pending: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise(() => undefined)) },
  play: async () => {
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A rejected promise keeps the dialog open so the user can retry or cancel. */
export const AsyncRejected: Story = {
  args: { onConfirm: fn(() => delay(200).then(() => Promise.reject(new Error('offline')))) },
  play: async ({ args }) => {
    const dialog = await openFromTrigger();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const Light: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'light' },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};

export const LightCritical: Story = {
  args: { defaultOpen: true, tone: 'critical', confirmLabel: 'Log out' },
  globals: { theme: 'light' },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};

/** Built-in labels in Simplified Chinese. */
export const Chinese: Story = {
  args: { defaultOpen: true, title: '退出登录', message: '确定要退出登录吗？' },
  globals: { locale: 'zh-CN' },
  play: async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: '确认' })).toBeVisible();
  },
};
