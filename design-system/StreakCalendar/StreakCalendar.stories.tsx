import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { StreakCalendar, type StreakDay } from './StreakCalendar';

const AMOUNTS = [200, 200, 300, 300, 500, 500, 1800];
const week = (...states: StreakDay['state'][]): StreakDay[] =>
  AMOUNTS.map((amount, i) => ({ day: i + 1, amount, state: states[i] ?? 'upcoming' }));

const labels = {
  title: 'Sign-in calendar',
  day: (n: number) => `Day ${n}`,
  states: { signed: 'Signed', today: 'Today', missed: 'Missed', upcoming: '', makeup: 'Make up' },
};

const meta = {
  title: 'Data/StreakCalendar',
  component: StreakCalendar,
  args: { days: week('today'), currency: { symbol: '¥', digits: 2 }, labels },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StreakCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new cycle: day 1 is today (marked as the current date), the rest to come; day 7's ¥18 is the big one. */
export const FirstDay: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sign-in calendar' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(items[0]).toHaveAttribute('aria-current', 'date');
    await expect(items[0]).toHaveTextContent('Today');
    await expect(items[6]).toHaveTextContent('¥18');
    // Day 7 is wider than day 6.
    await expect(items[6]!.getBoundingClientRect().width).toBeGreaterThan(
      items[5]!.getBoundingClientRect().width * 1.5,
    );
    await expect(list).toBeVisible();
  },
};

/** Three days signed, the fourth is today. */
export const MidStreak: Story = {
  args: { days: week('signed', 'signed', 'signed', 'today') },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.filter((i) => i.dataset.state === 'signed')).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('Signed');
  },
};

/** Signed today too: no day is "today" any more, the streak shows in ticks. */
export const SignedToday: Story = {
  args: { days: week('signed', 'signed', 'signed', 'signed') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Today')).toBeNull();
  },
};

/** A missed day that may be made up is a button; pressing it asks for that day. */
export const MakeUp: Story = {
  args: { days: week('signed', 'makeup', 'signed', 'today'), onMakeup: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Day 2 .*Make up/ }));
    await expect(args.onMakeup).toHaveBeenCalledWith(2);
  },
};

/** While a make-up is being signed, its button is busy and none can be pressed again. */
export const MakeUpPending: Story = {
  args: { days: week('signed', 'makeup', 'makeup', 'today'), onMakeup: fn(), pendingDay: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Day 2 .*Make up/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /Day 3 .*Make up/ })).toBeDisabled();
  },
};

/** Missed days that can no longer be made up say so in words, not in colour alone. */
export const Missed: Story = {
  args: { days: week('signed', 'missed', 'signed', 'today') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Missed')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A brand's longer cycle wraps four a row. */
export const LongCycle: Story = {
  args: {
    days: Array.from({ length: 10 }, (_, i) => ({
      day: i + 1,
      amount: (i + 1) * 100,
      state: i < 4 ? 'signed' : i === 4 ? 'today' : 'upcoming',
    })),
  },
};
