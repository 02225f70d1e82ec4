import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { columnWidth, settle } from '../Dialog/storyUtils';
import { ConfirmReasonDialog } from './ConfirmReasonDialog';

type Props = ComponentProps<typeof ConfirmReasonDialog>;

/** Opens from a button, as on a page; the dialog is controlled by the page. */
function Harness(props: Omit<Props, 'open' | 'onOpenChange'> & { startOpen?: boolean }) {
  const { startOpen = true, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Reject deposit</Button>
      <ConfirmReasonDialog {...rest} open={open} onOpenChange={setOpen} />
    </>
  );
}

const confirm = fn();

const meta = {
  title: 'Overlays/ConfirmReasonDialog',
  component: Harness,
  args: {
    title: 'Reject ¥1,000 from demo?',
    description: 'The member sees the reason in their deposit record.',
    confirmLabel: 'Reject',
    maxLength: 200,
    onConfirm: confirm as Props['onConfirm'],
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog');
  await settle();
  return dialog;
}

/** Open on a 390 px phone: the form dialog uses the phone's width, and its buttons are in sight. */
export const Open: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName('Reject ¥1,000 from demo?');
    await expect(screen.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    await expect(screen.getByText('0 of 200 characters')).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThanOrEqual(columnWidth(dialog) * 0.9);
    const reject = screen.getByRole('button', { name: 'Reject' });
    await expect(reject.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Confirm with no reason: the field says so, is marked invalid and gets focus; nothing is sent. */
export const Required: Story = {
  play: async () => {
    confirm.mockClear();
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const field = screen.getByRole('textbox', { name: 'Reason' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter a reason\./);
    await expect(field).toHaveFocus();
    await expect(confirm).not.toHaveBeenCalled();
  },
};

/** The page's own words for a missing reason. */
export const CustomRequiredMessage: Story = {
  args: { requiredMessage: 'Enter the reason', label: 'Why?' },
  play: async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await expect(screen.getByRole('textbox', { name: 'Why?' })).toHaveAccessibleDescription(/Enter the reason/);
  },
};

/** A minimum length: a too-short reason is refused with the number. */
export const MinimumLength: Story = {
  args: { minLength: 10, confirmLabel: 'Waive', title: 'Waive the turnover of demo?', tone: 'primary' },
  play: async () => {
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Waive' }));
    await expect(await screen.findByText('Enter at least 10 characters.')).toBeVisible();
  },
};

/** The counter follows typing and the field stops at the limit. */
export const Counter: Story = {
  args: { maxLength: 12 },
  play: async () => {
    await openDialog();
    const field = screen.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(field, 'Duplicate');
    await expect(screen.getByText('9 of 12 characters')).toBeVisible();
    await userEvent.type(field, ' payment');
    await expect(field).toHaveValue('Duplicate pa');
    await expect(screen.getByText('12 of 12 characters')).toBeVisible();
  },
};

/** Confirmed: the trimmed reason is sent once and the dialog closes. */
export const Confirmed: Story = {
  play: async () => {
    confirm.mockClear();
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), '  Duplicate payment  ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await expect(confirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveBeenCalledWith('Duplicate payment');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

let release: () => void = () => {};

/** While the promise runs: the button is busy, Cancel is disabled and Escape does not close. */
export const Pending: Story = {
  args: {
    onConfirm: () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  },
  play: async () => {
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Duplicate payment');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Reject/ })).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server refused: its words show inside the dialog, which stays open with the reason kept. */
export const ServerError: Story = {
  args: {
    onConfirm: () => Promise.reject(new Error('finance.already_processed')),
    errorMessage: () => 'Another staff member has already processed this deposit.',
  },
  play: async () => {
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Duplicate payment');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another staff member has already processed this deposit.',
    );
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Duplicate payment');
  },
};

/** Cancel closes without sending; opening again starts blank. */
export const Cancel: Story = {
  play: async () => {
    confirm.mockClear();
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Half a thought');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Reject deposit' }));
    await openDialog();
    await expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(confirm).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Reject the withdrawal of ¥1,234,567.89 requested by a_member_with_a_very_long_username_indeed?',
    description:
      'The held amount goes back to the member’s cash balance straight away, and the member reads the reason in their withdrawal record and in the notification.',
    hint: 'Say what the member must fix before asking again: a bank account in their own name, a matching card number, or a lower amount.',
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

export const Chinese: Story = {
  args: { title: '拒绝 demo 的 ¥1,000 存款？', description: '会员会在存款记录中看到原因。', confirmLabel: '拒绝' },
  globals: { locale: 'zh-CN' },
  play: async () => {
    await openDialog();
    await expect(await screen.findByRole('textbox', { name: '原因' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: Open.play,
};
