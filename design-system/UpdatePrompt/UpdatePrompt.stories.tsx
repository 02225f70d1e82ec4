import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'Shell/UpdatePrompt',
  component: UpdatePrompt,
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "A new version is ready — Reload": announced as a status; Reload is the one action. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const prompt = canvas.getByRole('status', { name: 'Update' });
    await expect(prompt).toHaveTextContent('A new version is ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await fontsSettled();
    await expect(prompt.scrollWidth).toBeLessThanOrEqual(prompt.clientWidth);
  },
};

/** After Reload, while the new version takes over: the button shows it is working. */
export const Reloading: Story = { args: { reloading: true } };

/** Simplified Chinese: the button keeps its whole label. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '重新加载' }, { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('新版本已就绪');
    await fontsSettled();
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Verdant: Story = { globals: { brand: 'verdant' } };
