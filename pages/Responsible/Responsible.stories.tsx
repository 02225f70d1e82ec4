import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import { Stack } from '../../design-system/Layout';
import type { LimitView, Protection } from '../../src/api/contract/protection';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../../src/api/contract/protection.constants';
import { Breaks } from './Breaks';
import { Limits } from './Limits';
import { TimeSettings } from './TimeSettings';

/** Page states of /m/member/responsible, on fixtures (the page itself fetches GET /api/protection). */

const RESETS = '2026-11-27T16:00:00.000Z';
const blank = (kind: LimitView['kind'], period: LimitView['period']): LimitView => ({
  kind,
  period,
  amount: null,
  operator: null,
  effective: null,
  used: 0,
  remaining: null,
  resetsAt: RESETS,
  pending: null,
});
const limits = (over: Partial<Record<`${LimitView['kind']}.${LimitView['period']}`, Partial<LimitView>>> = {}) =>
  LIMIT_KINDS.flatMap((k) => LIMIT_PERIODS.map((p) => ({ ...blank(k, p), ...over[`${k}.${p}`] })));

const free: Protection = {
  limits: limits(),
  realityCheckMinutes: 30,
  sessionLimitMinutes: null,
  state: null,
  exclusion: null,
  liftRequest: null,
};
const withLimits: Protection = {
  ...free,
  limits: limits({
    'deposit.day': {
      amount: 100_00,
      effective: 100_00,
      used: 85_00,
      remaining: 15_00,
      pending: {
        amount: 500_00,
        requestedAt: '2026-11-27T02:00:00.000Z',
        confirmableAt: '2026-11-28T02:00:00.000Z',
        lapsesAt: '2026-12-05T02:00:00.000Z',
        status: 'cooling_off',
      },
    },
    'deposit.week': {
      amount: 1_000_00,
      effective: 1_000_00,
      used: 200_00,
      remaining: 800_00,
      resetsAt: '2026-11-29T16:00:00.000Z',
      pending: {
        amount: null,
        requestedAt: '2026-11-20T02:00:00.000Z',
        confirmableAt: '2026-11-21T02:00:00.000Z',
        lapsesAt: '2026-11-28T02:00:00.000Z',
        status: 'confirmable',
      },
    },
    'loss.month': { amount: 5_000_00, operator: 2_000_00, effective: 2_000_00, used: 300_00, remaining: 1_700_00 },
  }),
};

const currency = { symbol: '¥', digits: 2 };

const meta = {
  title: 'Pages/Responsible gaming',
  decorators: [pageFrame({ padded: true })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limit yet: each period offers "Set limit" (named with the limit, for screen readers). */
export const LimitsNone: Story = {
  render: () => <Limits protection={free} currency={currency} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Deposit limits' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set limit Daily deposit limit' })).toBeVisible();
    await expect(canvas.queryAllByRole('meter')).toHaveLength(0);
  },
};

/**
 * Limits in use: a meter with what is used, what is left and when it resets; an increase cooling
 * off (no Confirm yet), a removal to confirm, and the operator's tighter limit said.
 */
export const LimitsInUse: Story = {
  render: () => <Limits protection={withLimits} currency={currency} />,
  play: async ({ canvas }) => {
    const daily = canvas.getByRole('meter', { name: 'Daily deposit limit' });
    await expect(daily).toHaveAttribute('aria-valuetext', '¥85 used of ¥100');
    await expect(daily).toHaveAttribute('data-tone', 'caution');
    await expect(canvas.getByText('¥15 left')).toBeVisible();
    const cooling = canvas.getByRole('region', { name: 'Pending increase to ¥500' });
    await expect(within(cooling).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(within(cooling).getByRole('button', { name: 'Cancel change' })).toBeVisible();
    const removal = canvas.getByRole('region', { name: 'Pending removal' });
    await expect(within(removal).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(within(removal).getByText(/Confirm by .*, or the change lapses\./)).toBeVisible();
    await expect(canvas.getByText('Our limit of ¥2,000 applies: you can only set a lower one.')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Monthly loss limit' })).toHaveAttribute(
      'aria-valuetext',
      '¥300 used of ¥2,000',
    );
  },
};

/** The limit sheet says before saving what a change does: lower applies now, higher waits 24 h. */
export const LimitSheetSaysTheRule: Story = {
  // The page no taller than the screen: the open sheet is pinned to the screen's bottom, and a full-page
  // screenshot of a taller page stretches the screen under it, so the sheet never holds still.
  render: () => (
    <div style={{ height: '100vh', overflow: 'hidden' }}>
      <Limits protection={withLimits} currency={currency} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Monthly loss limit' }));
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'Monthly loss limit' });
    const field = within(sheet).getByRole('textbox', { name: 'New limit' });
    await expect(field).toHaveValue('5000');
    await userEvent.clear(field);
    await userEvent.type(field, '4000');
    await expect(within(sheet).getByText('A lower limit applies straight away.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '6000');
    await expect(within(sheet).getByText(/A higher limit does not apply at once: it waits 24 hours/)).toBeVisible();
  },
};

/** The operator's limit binds: a player limit above it is refused on the spot, and the sheet stays open. */
export const AboveOperatorLimit: Story = {
  ...LimitSheetSaysTheRule,
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Monthly loss limit' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Monthly loss limit' });
    const field = within(sheet).getByRole('textbox', { name: 'New limit' });
    await userEvent.clear(field);
    await userEvent.type(field, '2000.01');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save limit' }));
    await expect(await within(sheet).findByText('Above our limit for you: set a lower amount')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(document.body).getByRole('dialog', { name: 'Monthly loss limit' })).toBeVisible();
  },
};

export const LimitsChinese: Story = {
  ...LimitsInUse,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: '每日存款限额' })).toHaveAttribute(
      'aria-valuetext',
      '已用 ¥85，限额 ¥100',
    );
    await expect(canvas.getByRole('region', { name: '待生效的调高：¥500' })).toBeVisible();
  },
};

export const LimitsLight: Story = { ...LimitsInUse, globals: { theme: 'light' } };

/** Reality check and session limit: the current choices are pressed. */
export const Time: Story = {
  render: () => <TimeSettings protection={{ ...free, sessionLimitMinutes: 90 }} />,
  play: async ({ canvas }) => {
    const reality = within(canvas.getByRole('region', { name: 'Reality check' }));
    await expect(reality.getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
    await expect(reality.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'false');
    // A limit set to a value the chips do not offer still shows as chosen.
    const session = within(canvas.getByRole('region', { name: 'Session time limit' }));
    await expect(session.getByRole('button', { name: '90 min' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A self-exclusion is behind a dialog that says what happens: every site, no early undo, withdrawals open. */
export const BreaksConfirm: Story = {
  render: () => <Breaks protection={free} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1 year' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Self-exclude: 1 year?' });
    await expect(dialog).toHaveTextContent(/any of our sites/);
    await expect(dialog).toHaveTextContent(/cannot be undone early/);
    await expect(dialog).toHaveTextContent(/withdraw your balance/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const BreaksChinese: Story = {
  render: () => <Breaks protection={free} />,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '开始冷静期' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '永久' })).toBeInTheDocument();
  },
};

const excluded: Protection = {
  ...free,
  state: { state: 'excluded', until: '2027-05-27T02:00:00.000Z' },
  exclusion: {
    id: 'x1',
    kind: 'self_exclusion',
    duration: '6m',
    brand: 'aurum',
    startsAt: '2026-11-27T02:00:00.000Z',
    endsAt: '2027-05-27T02:00:00.000Z',
    liftsAt: null,
    active: true,
  },
  liftRequest: null,
};

/** Self-excluded: until when, what stays open, and the early-lift request. */
export const Excluded: Story = {
  render: () => <Breaks protection={excluded} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'You are self-excluded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request early lift' })).toBeVisible();
  },
};

/** The early-lift request waits for staff: no second request, the deadline shown. */
export const ExcludedLiftPending: Story = {
  render: () => (
    <Stack>
      <Breaks
        protection={{
          ...excluded,
          liftRequest: {
            id: 'l1',
            exclusionId: 'x1',
            status: 'pending',
            requestedAt: '2026-11-27T03:00:00.000Z',
            decideBy: '2026-12-04T03:00:00.000Z',
            decidedAt: null,
            reason: null,
          },
        }}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for a decision')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request early lift' })).toBeNull();
  },
};

/** A time-out cannot be lifted early: no request button, and it says so. */
export const TimeOut: Story = {
  render: () => (
    <Breaks
      protection={{
        ...free,
        state: { state: 'timeout', until: '2026-11-28T02:00:00.000Z' },
        exclusion: { ...excluded.exclusion!, kind: 'timeout', duration: '24h', endsAt: '2026-11-28T02:00:00.000Z' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'You are taking a time-out' })).toBeVisible();
    await expect(canvas.getByText(/A time-out cannot be ended early/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request early lift' })).toBeNull();
  },
};

export const ExcludedChinese: Story = {
  ...Excluded,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '您已自我禁止' })).toBeVisible();
  },
};

export const ExcludedLight: Story = { ...Excluded, globals: { theme: 'light' } };
