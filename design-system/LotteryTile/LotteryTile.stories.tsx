import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { art } from '../GameTile/fixtures';
import { Pill } from '../Pill';
import { LotteryTile, LotteryTileList } from './LotteryTile';

const press = fn();

const meta = {
  title: 'Widgets/Lottery tile',
  component: LotteryTile,
  decorators: [
    (Story) => (
      <ul style={{ maxInlineSize: vars.size.column, listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
  args: {
    name: 'Lumen 5D · 1 min',
    icon: art.coin,
    meta: <span>Draw 20261127-0961</span>,
    nextLabel: 'Next draw in',
    nextTime: '00:42',
    nextTimeLabel: '42 seconds',
    onPress: press,
  },
  beforeEach: () => {
    press.mockClear();
  },
} satisfies Meta<typeof LotteryTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fast draw: its name, the draw's number, and the time to the draw; a tap opens it. */
export const Fast: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('timer', { name: '42 seconds' })).toHaveTextContent('00:42');
    await userEvent.click(canvas.getByRole('button', { name: /Lumen 5D · 1 min/ }));
    await expect(press).toHaveBeenCalledTimes(1);
  },
};

/** The daily house draw, hours away, tagged as the house's own, and its prize mode. */
export const Daily: Story = {
  args: {
    name: 'Lumen House Daily (VN style)',
    icon: art.sun,
    meta: (
      <>
        <Pill tone="info">House draw</Pill>
        <Pill tone="accent">Prize mode LOTT</Pill>
      </>
    ),
    nextTime: '6:14:40',
    nextTimeLabel: '22480 seconds',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('House draw')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('6:14:40');
  },
};

/** The draw time has passed: "Drawing…" until the schedule shows the next. */
export const Drawing: Story = {
  args: { nextLabel: 'Drawing…', nextTime: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Drawing…')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Launching: a spinner, and a second tap does nothing. */
export const Launching: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Lumen 5D/ })).toBeDisabled();
  },
};

/** The list's placeholders while the games load. */
export const Loading: Story = {
  decorators: [() => <LotteryTileList label="Lottery games" loading />],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Lottery games' })).toHaveAttribute('aria-busy', 'true');
  },
};
