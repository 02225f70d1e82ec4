import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Card } from '../Card';
import { ErrorState } from './ErrorState';

const retry = fn();

const meta = {
  title: 'Display/ErrorState',
  component: ErrorState,
  args: { description: 'Check your connection, then try again.', onRetry: retry },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced (role=alert) with the default words; Retry calls back. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Loading failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Retrying: the button is busy and a second press does nothing. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    const button = canvas.getByRole('button', { name: /Retry/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(retry).not.toHaveBeenCalled();
  },
};

/** Inside a card. */
export const Compact: Story = {
  args: { compact: true, title: 'Could not load the ledger check', headingLevel: 3 },
  decorators: [(Story) => <Card>{Story()}</Card>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Could not load the ledger check' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'The list of host names for this brand could not be loaded from the server',
    description:
      'The server did not answer within the time allowed. Your changes are safe; press Retry in a moment, or reload the page.',
  },
};

export const Chinese: Story = {
  args: { description: '请检查网络连接后重试。' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
  },
};

export const Light: Story = { globals: { theme: 'light' } };
