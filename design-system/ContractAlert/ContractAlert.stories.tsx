import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { settle } from '../Dialog/storyUtils';
import { ContractAlert } from './ContractAlert';
import { contractKinds } from './contractKinds';

const meta = {
  title: 'Overlays/ContractAlert',
  component: ContractAlert,
  argTypes: { kind: { control: 'inline-radio', options: contractKinds } },
  args: { kind: 'salary', defaultOpen: true, onGo: fn(), onCancel: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ContractAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAlert() {
  const dialog = await screen.findByRole('alertdialog');
  await settle();
  return dialog;
}

const gone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });

export const Salary: Story = {
  play: async () => {
    const dialog = await openAlert();
    await expect(dialog).toHaveAccessibleName('Agent contract');
    await expect(dialog).toHaveAccessibleDescription('A daily salary agreement is waiting for you');
  },
};

export const Dividend: Story = {
  args: { kind: 'dividend' },
  play: async () => {
    await expect(await openAlert()).toHaveAccessibleDescription('A dividend agreement is waiting for you');
  },
};

export const Hourly: Story = {
  args: { kind: 'hourly' },
  play: async () => {
    await expect(await openAlert()).toHaveAccessibleDescription('An hourly salary agreement is waiting for you');
  },
};

/** Go reports the kind, so the parent can open getSalaryContract / getDevidendContract / getHourContract. */
export const GoNavigates: Story = {
  args: { kind: 'dividend' },
  play: async ({ args }) => {
    const dialog = await openAlert();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await gone();
    await expect(args.onGo).toHaveBeenCalledWith('dividend');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const dialog = await openAlert();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await gone();
    await expect(args.onCancel).toHaveBeenCalledWith('salary');
    await expect(args.onGo).not.toHaveBeenCalled();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async () => {
    await expect(await openAlert()).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { kind: 'hourly' },
  globals: { locale: 'zh-CN' },
  play: async () => {
    const dialog = await openAlert();
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('您有一份时薪协议待处理'), { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: '前往' })).toBeVisible();
  },
};
