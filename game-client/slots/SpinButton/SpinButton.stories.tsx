import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { SpinButton } from './SpinButton';

const spin = fn();

const meta = {
  title: 'Game client/Slots/Spin button',
  component: SpinButton,
  decorators: [onGameStage],
  args: { onSpin: spin },
  beforeEach: () => {
    spin.mockClear();
  },
} satisfies Meta<typeof SpinButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a press or Enter spins. */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Spin' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(spin).toHaveBeenCalledTimes(2);
  },
};

/** A free spin pending. */
export const Free: Story = {
  args: { free: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Free spin' })).toBeVisible();
  },
};

/**
 * Blocked (the balance is short): dimmed and marked disabled, yet still focusable and pressable,
 * so the window can say why nothing happens.
 */
export const Blocked: Story = {
  args: { blocked: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Spin' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(spin).toHaveBeenCalledTimes(1);
  },
};

/** A spin under way. */
export const Busy: Story = {
  args: { blocked: true, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The longest label it has to hold. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { free: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    const button = await canvas.findByRole('button', { name: '免费旋转' });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};

export const Light: Story = { globals: { theme: 'light' } };

/** The brand's pacing (issue 19): the next spin may not start yet. "Wait", aria-disabled, and why. */
export const Waiting: Story = {
  args: { waiting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Wait' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('The next spin can start in a moment');
  },
};

/** While the reels still turn the button is busy, not waiting. */
export const WaitingWhileBusy: Story = {
  args: { waiting: true, busy: true, blocked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WaitingChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { waiting: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('button', { name: '请稍候' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WaitingLight: Story = { globals: { theme: 'light' }, args: { waiting: true } };
