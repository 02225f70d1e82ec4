import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DialogButton } from '../Dialog/DialogButton';
import { columnWidth, settle } from '../Dialog/storyUtils';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';
import { FormDialog } from './FormDialog';

const brands = ['aurum', 'verdant'].map((b) => ({ value: b, label: b }));

const fields = (
  <>
    <TextField label="Host name" hint="For example play.example.com" autoComplete="off" />
    <Select label="Brand" options={brands} defaultValue="aurum" />
  </>
);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Overlays/FormDialog',
  component: FormDialog,
  argTypes: { trigger: { control: false }, children: { control: false } },
  args: {
    defaultOpen: true,
    title: 'Add a brand domain',
    description: 'Players reach the brand at this address once its DNS points here.',
    submitLabel: 'Add',
    children: fields,
    onSubmit: fn(() => delay(200)),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog');
  await settle();
  return dialog;
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });

/**
 * Opens with the first field focused. Enter submits; a second press of Save and Enter while the first
 * submission is in flight submit nothing more: `onSubmit` runs once.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const host = within(dialog).getByRole('textbox', { name: /Host name/ });
    await waitFor(() => expect(host).toHaveFocus());
    await userEvent.type(host, 'play.example.com');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.keyboard('{Enter}');
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await userEvent.type(host, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Still open: closing after a success is the owner's call.
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThanOrEqual(columnWidth(dialog) * 0.9);
  },
};

/** Cancel, Escape and the × button close it and report `onCancel`; nothing is submitted. */
export const CancelCloses: Story = {
  tags: ['skip-visual'],
  args: { defaultOpen: false, trigger: <DialogButton>Add a domain</DialogButton> },
  play: async ({ args }) => {
    const reopen = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Add a domain' }));
      return openDialog();
    };
    let dialog = await reopen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await gone();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    dialog = await reopen();
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    dialog = await reopen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await gone();
    await expect(args.onCancel).toHaveBeenCalledTimes(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Busy (the owner's mutation is pending): Save spins and ignores presses and Enter; nothing closes it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const add = within(dialog).getByRole('button', { name: /^Add/ });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(add);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Host name/ }), '{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A failure of the whole form, announced, above the buttons (and so never scrolled away). */
export const WithError: Story = {
  args: { error: 'The server could not save the domain. Try again in a minute.' },
  play: async () => {
    const dialog = await openDialog();
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('The server could not save the domain. Try again in a minute.');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(add.getBoundingClientRect().top);
  },
};

const longFields = (
  <>
    <Select label="Type" options={[{ value: 'PL', label: 'Popup for players' }]} defaultValue="PL" />
    <TextField label="Order" hint="Lower numbers show first." inputMode="numeric" defaultValue="0" />
    <TextField label="Title" defaultValue="Weekend reload bonus" />
    <Switch label="Ends at a set time" />
    <TextAreaField
      label="Content"
      rows={6}
      defaultValue="Deposit on Saturday or Sunday and get 20% extra up to ¥888. Wagering 10× within 7 days."
    />
    <TextField label="VIP level" optional />
    <TextAreaField label="Members" hint="One username a line." rows={4} optional />
    <TextField label="Last field" />
  </>
);

/** More fields than fit: the body scrolls under a title and a footer that stay put; Enter still submits. */
export const LongFormScrolling: Story = {
  args: {
    title: 'New announcement',
    description: 'Drafts are not shown to players until published.',
    submitLabel: 'Save',
    children: longFields,
    onSubmit: fn(),
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const form = within(dialog).getByRole('form', { name: 'New announcement' });
    const body = form.parentElement?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveFocus());
    const last = within(dialog).getByRole('textbox', { name: 'Last field' });
    await userEvent.type(last, 'x{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // The footer stayed in place while the body scrolled to the last field.
    await expect(body.scrollTop).toBeGreaterThan(0);
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    body.scrollTop = 0;
  },
};

/** Built-in Cancel label in Simplified Chinese. */
export const Chinese: Story = {
  args: {
    title: '添加品牌域名',
    description: '域名解析指向此处后，玩家即可通过新地址访问该品牌。',
    submitLabel: '添加',
    error: '该域名已被其他品牌使用。',
    children: (
      <>
        <TextField label="域名" hint="例如 play.example.com" />
        <Select label="品牌" options={brands} defaultValue="aurum" />
      </>
    ),
  },
  globals: { locale: 'zh-CN' },
  play: async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('该域名已被其他品牌使用。');
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { error: 'The server could not save the domain. Try again in a minute.' },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('alert')).toBeVisible();
  },
};
