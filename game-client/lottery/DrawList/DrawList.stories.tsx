import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { recentDraws } from '../fixtures';
import { DrawList } from './DrawList';

const verify = fn();
const more = fn();

const meta = {
  title: 'Game client/Lottery/Draw list',
  component: DrawList,
  decorators: [onGameStage],
  args: {
    draws: recentDraws,
    verifyHref: (id: string) => `#verify-${id}`,
    onVerify: verify,
    hasMore: true,
    onMore: more,
  },
  beforeEach: () => {
    verify.mockClear();
    more.mockClear();
  },
} satisfies Meta<typeof DrawList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Past draws: results, a voided one with its reason, a link to verify each, and older ones on demand. */
export const Recent: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Result: 3 0 7 7 1' })).toBeVisible();
    await expect(canvas.getByText('The draw could not be produced')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Verify draw 20261127-0960' }));
    await expect(verify).toHaveBeenCalledWith(recentDraws[0]?.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older draws' }));
    await expect(more).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { draws: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No draws yet')).toBeVisible();
  },
};
