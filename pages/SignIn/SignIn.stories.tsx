import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadFailure } from '../../design-system/LoadFailure';
import type { SigninCalendar, SigninDay } from '../../src/api/contract/signin';
import { vars } from '../../themes/contract.css';
import { SignInSkeleton, SignInView } from './SignInView';

/** Page states of /m/activity/signIn, on fixtures (the page itself fetches GET /api/signin). */

const AMOUNTS = [200, 200, 300, 300, 500, 500, 1800];
const days = (...states: SigninDay['state'][]): SigninDay[] =>
  AMOUNTS.map((amount, i) => ({
    day: i + 1,
    date: `2026-11-${String(27 + i).padStart(2, '0')}`,
    amount,
    state: states[i] ?? 'upcoming',
  }));
const calendar = (over: Partial<SigninCalendar> = {}): SigninCalendar => ({
  enabled: true,
  cycleDays: 7,
  payout: 'cash',
  days: days('today'),
  streak: 0,
  signedToday: false,
  today: '2026-11-27',
  timeZone: 'Asia/Shanghai',
  makeupAllowed: false,
  makeupLeft: 0,
  ...over,
});

const meta = {
  title: 'Pages/Daily check-in',
  component: SignInView,
  args: {
    calendar: calendar(),
    currency: { symbol: '¥', digits: 2 },
    pending: null,
    onSignIn: fn(),
    onMakeup: fn(),
    rewardCenterHref: '/m/rewardCenter',
    onRewardCenter: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first day of a cycle: day 1 is today, the button checks in for it. */
export const FirstDay: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('0-day streak')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check in for day 1' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** Checking in: the button spins and cannot be pressed twice. */
export const Pending: Story = {
  args: { pending: 'today' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Check in for day 1/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Just checked in: the reward and the way to the reward centre. */
export const Success: Story = {
  args: {
    calendar: calendar({ days: days('signed', 'signed', 'signed'), streak: 3, signedToday: true }),
    result: {
      signed: { day: 3, date: '2026-11-29', amount: 300, makeup: false },
      rewardId: '7d1c2b4a-0000-4000-8000-000000000001',
      calendar: calendar(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Day 3 checked in' })).toBeVisible();
    await expect(canvas.getByText('3-day streak')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Open the reward centre' }));
    await expect(args.onRewardCenter).toHaveBeenCalled();
  },
};

/** Back later the same day: already checked in, come back tomorrow. */
export const AlreadyToday: Story = {
  args: { calendar: calendar({ days: days('signed', 'signed'), streak: 2, signedToday: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Come back tomorrow for day 3.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Check in/ })).toBeNull();
  },
};

/** A brand with make-up days: a missed day can be checked in later. */
export const MakeUp: Story = {
  args: {
    calendar: calendar({
      days: days('signed', 'makeup', 'signed', 'today'),
      streak: 1,
      makeupAllowed: true,
      makeupLeft: 1,
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You can make up 1 missed day in this cycle.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Day 2 .*Make up/ }));
    await expect(args.onMakeup).toHaveBeenCalledWith(2);
  },
};

/** The brand runs no check-in. */
export const Off: Story = {
  args: { calendar: calendar({ enabled: false, days: [], cycleDays: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Daily check-in is not running' })).toBeVisible();
  },
};

/** Loading: the page's shape first. */
export const Loading: Story = { render: () => <SignInSkeleton /> };

/** The calendar failed to load: a retry. */
export const LoadError: Story = {
  render: () => (
    <LoadFailure
      refused={false}
      message="The network is slow. Try again."
      failedTitle="The check-in calendar could not be loaded"
      homeLabel="Home"
      retryLabel="Try again"
      onHome={fn()}
      onRetry={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
