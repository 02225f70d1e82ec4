import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'Display/LoadFailure',
  component: LoadFailure,
  args: {
    refused: false,
    message: 'The network is slow. Please try again.',
    failedTitle: 'Could not load the deposit methods',
    homeLabel: 'Back to home',
    retryLabel: 'Retry',
    onHome: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The load failed: the failure is announced with the reason, and Retry tries again. */
export const Failed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the deposit methods');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The network is slow');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Back to home' })).toBeNull();
  },
};

/** The retry is running: its button is busy. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Retry/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A free-play account on a money page: why, in the server's words, and the way home; no retry. */
export const Refused: Story = {
  args: { refused: true, message: 'Free-play accounts cannot use this. Please register a real account.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: /Free-play accounts cannot use this/ })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to home' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    failedTitle: 'We could not load your withdrawal details and the bank accounts you have bound',
    message:
      'The server did not answer in time. Check your connection, wait a moment and try again; your balance is safe.',
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { refused: true, message: '试玩账号无法使用此功能，请注册', homeLabel: '返回首页' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Light: Story = {
  globals: { theme: 'light' },
  args: { refused: true, message: 'Test accounts cannot use this.' },
};
