import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { RedRain, RedRainCurrent, RedRainList } from '../../src/api/contract/redrain';
import { vars } from '../../themes/contract.css';
import { PastRains } from './PastRains';
import { RainStage, type RainStageProps } from './RainStage';
import { ScheduleForm } from './ScheduleForm';

/**
 * Page states of /m/redRain on fixtures (the page fetches GET /api/red-rain/current). Times are
 * relative to when the story renders (the preview pins Date.now), through `offsetMs`.
 */
const rain = (over: Partial<RedRain> = {}): RedRain => ({
  id: '7d1c2b4a-0000-4000-8000-000000000001',
  funderKind: 'agent',
  funder: 'agent01',
  startsAt: '2026-11-27T10:00:00.000Z',
  endsAt: '2026-11-27T10:03:00.000Z',
  windowSeconds: 180,
  budget: 10_000,
  count: 20,
  minAmount: 100,
  maxAmount: 1_000,
  status: 'upcoming',
  grabbed: 0,
  paid: 0,
  returned: 0,
  ...over,
});
const winners = [
  { member: 'pl***1', amount: 688, at: '2026-11-27T10:00:05.000Z' },
  { member: 'pl***2', amount: 420, at: '2026-11-27T10:00:04.000Z' },
];
const current = (over: Partial<RedRainCurrent> = {}): RedRainCurrent => ({
  currencySymbol: '¥',
  minorUnitDigits: 2,
  serverNow: '2026-11-27T09:58:30.000Z',
  rain: rain(),
  mine: null,
  winners: [],
  ...over,
});

/** Places the story's "now" at `at` (server time): the offset the page computes from serverNow. */
function AtServerTime({ at, ...props }: Omit<RainStageProps, 'offsetMs'> & { at: string }) {
  const [offsetMs] = useState(() => Date.parse(at) - Date.now());
  return <RainStage {...props} offsetMs={offsetMs} />;
}

const meta = {
  title: 'Pages/Red envelope rain',
  component: AtServerTime,
  args: {
    at: '2026-11-27T09:58:30.000Z',
    current: current(),
    mine: null,
    pending: false,
    onGrab: fn(),
    onPhaseChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AtServerTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rain is scheduled: the countdown to its start, who pays, how the envelopes are split. */
export const Countdown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1:(30|29)$/);
    await expect(canvas.getByText('From agent01')).toBeVisible();
  },
};

/** It is raining: a tap grabs. */
export const Live: Story = {
  args: {
    at: '2026-11-27T10:00:30.000Z',
    current: current({
      serverNow: '2026-11-27T10:00:30.000Z',
      rain: rain({ status: 'live', grabbed: 2, paid: 1108 }),
      winners,
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Grab a red envelope' }));
    await expect(args.onGrab).toHaveBeenCalledOnce();
    await expect(canvas.getByText('2 of 20 envelopes grabbed')).toBeVisible();
  },
};

/** The envelope this member won. */
export const Won: Story = {
  args: { ...Live.args, mine: 688 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You got a red envelope')).toBeVisible();
  },
};

/** Every envelope was grabbed before this member tapped. */
export const AllGrabbed: Story = {
  args: { ...Live.args, current: current({ rain: rain({ status: 'live', grabbed: 20, count: 20 }), winners }) },
};

/** Over, nothing won; and no rain at all. */
export const Ended: Story = {
  args: {
    at: '2026-11-27T10:05:00.000Z',
    current: current({ rain: rain({ status: 'returned', grabbed: 2 }), winners }),
  },
};
export const NoRain: Story = { args: { current: current({ rain: null }) } };

export const CountdownLight: Story = { ...Countdown, globals: { theme: 'light' } };
export const LiveChinese: Story = { args: Live.args, globals: { locale: 'zh-CN' } };

const list: RedRainList = {
  currencySymbol: '¥',
  minorUnitDigits: 2,
  rains: [
    { ...rain({ status: 'returned', grabbed: 2, paid: 1108, returned: 8_892 }), winners },
    { ...rain({ id: '7d1c2b4a-0000-4000-8000-000000000002', status: 'upcoming' }), winners: [] },
  ],
};

/** The agent's form: spec-style messages before anything is sent. */
export const ScheduleFormMessages: Story = {
  render: () => <ScheduleForm currencySymbol="¥" digits={2} balance={25_000} onSchedule={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Total budget'), '5');
    await userEvent.type(canvas.getByLabelText('Number of envelopes'), '10');
    await userEvent.type(canvas.getByLabelText('Minimum per envelope'), '1');
    await userEvent.type(canvas.getByLabelText('Maximum per envelope'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule the rain' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Total budget')).toHaveAccessibleDescription(
        'The budget must cover the minimum of every envelope (¥10)',
      ),
    );
  },
};

/** The agent's past rains with their results. */
export const AgentRains: Story = { render: () => <PastRains list={list} /> };
export const AgentRainsLight: Story = { ...AgentRains, globals: { theme: 'light' } };
