import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onSurface, sessionId } from '../fixtures';
import { FairnessPanel } from './FairnessPanel';

const meta = {
  title: 'Game client/Frame/Fairness panel',
  component: FairnessPanel,
  decorators: [onSurface],
  args: { sessionId, roundId: 'LS-000000000042' },
} satisfies Meta<typeof FairnessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What can be checked today: the session and the last round's id. */
export const LastRound: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Fairness' });
    await expect(region).toHaveTextContent(sessionId);
    await expect(region).toHaveTextContent('LS-000000000042');
  },
};

/** Before the first round there is no round id to show. */
export const NoRoundYet: Story = {
  args: { roundId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No round yet')).toBeVisible();
  },
};

/** A long id wraps instead of overflowing the sheet. */
export const LongId: Story = {
  args: { roundId: 'studio-round-0123456789abcdef0123456789abcdef0123456789abcdef' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Fairness' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('region', { name: '公平性' })).toHaveTextContent('上一局');
  },
};

export const Light: Story = { globals: { theme: 'light' } };
